import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../../features/admin/import-page';

export const Route = createFileRoute('/admin/estudiantes/importar')({
  component: ImportPage,
});
