import { createFileRoute } from '@tanstack/react-router';
import { parseRosterSearch, type RosterSearch } from '../../../shared/roster-search';
import { StudentsPage } from '../../../features/admin/students-page';

export const Route = createFileRoute('/admin/estudiantes/')({
  // Search, order, group and page live in the URL: Back and a reload restore the list. Read leniently
  // by the page's own chunk (the component below), not here: this part of the route is in the route
  // tree every student's first screen downloads, which then carries none of the console's parsing.
  validateSearch: (search: Record<string, unknown>) => search as RosterSearch,
  component: function StudentsRoute() {
    const search = parseRosterSearch(Route.useSearch());
    const navigate = Route.useNavigate();
    return <StudentsPage search={search} onSearch={(next) => void navigate({ search: parseRosterSearch({ ...next }), replace: true })} />;
  },
});
