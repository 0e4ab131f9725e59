import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../features/admin/activity-page';

export const Route = createFileRoute('/admin/actividad')({
  component: ActivityPage,
});
