import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/study/search-page';

/** 'Buscar en el material': ?q= holds the query, so a search can be linked, reloaded and gone back to. */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/buscar')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: typeof search.q === 'string' ? search.q : undefined }),
  component: function BuscarRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q ?? ''} />;
  },
});
