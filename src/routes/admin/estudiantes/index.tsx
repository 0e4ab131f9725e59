import { createFileRoute } from '@tanstack/react-router';
import { parseRosterSearch } from '../../../shared/roster-search';
import { StudentsPage } from '../../../features/admin/students-page';

export const Route = createFileRoute('/admin/estudiantes/')({
  // Search, order, group and page live in the URL: Back and a reload restore the list.
  validateSearch: parseRosterSearch,
  component: function StudentsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <StudentsPage search={search} onSearch={(next) => void navigate({ search: parseRosterSearch({ ...next }), replace: true })} />;
  },
});
