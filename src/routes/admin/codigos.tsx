import { createFileRoute } from '@tanstack/react-router';
import { CodesPage } from '../../features/admin/codes-page';

export const Route = createFileRoute('/admin/codigos')({
  component: CodesPage,
});
