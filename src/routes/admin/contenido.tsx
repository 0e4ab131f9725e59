import { createFileRoute } from '@tanstack/react-router';
import { SectionEditorPage } from '../../features/admin/content-editor/section-editor-page';
import { SectionsPage } from '../../features/admin/content-editor/sections-page';
import { BlockView } from '../../features/study/blocks';

/** `seccion`: the section being edited, '<page path>#<anchor>'; without it, the list of pages. */
export const Route = createFileRoute('/admin/contenido')({
  validateSearch: (search: Record<string, unknown>): { seccion?: string } =>
    typeof search.seccion === 'string' && search.seccion !== '' ? { seccion: search.seccion } : {},
  component: function ContentRoute() {
    const { seccion } = Route.useSearch();
    return seccion ? <SectionEditorPage sectionKey={seccion} renderBlock={(block) => <BlockView block={block} />} /> : <SectionsPage />;
  },
});
