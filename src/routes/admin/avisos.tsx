import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsPage } from '../../features/admin/announcements-page';

export const Route = createFileRoute('/admin/avisos')({
  component: AnnouncementsPage,
});
