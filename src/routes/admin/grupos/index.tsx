import { createFileRoute } from '@tanstack/react-router';
import { GroupsPage } from '../../../features/admin/groups-page';

export const Route = createFileRoute('/admin/grupos/')({
  component: GroupsPage,
});
