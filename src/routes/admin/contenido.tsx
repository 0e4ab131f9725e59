import { createFileRoute } from '@tanstack/react-router';
import { SectionEditorPage } from '../../features/admin/content-editor/section-editor-page';
import { SectionsPage } from '../../features/admin/content-editor/sections-page';
import { BlockView } from '../../features/study/blocks';

/**
 * `seccion`: the section being edited, '<page path>#<anchor>'; without it, the list of pages. Read in
 * the component (split out by the router), so the route tree every student downloads stays as small.
 */
export const Route = createFileRoute('/admin/contenido')({
  validateSearch: (search: Record<string, unknown>) => search as { seccion?: string },
  component: function ContentRoute() {
    const { seccion: asked } = Route.useSearch();
    const seccion = typeof asked === 'string' && asked !== '' ? asked : undefined;
    return seccion ? <SectionEditorPage sectionKey={seccion} renderBlock={(block) => <BlockView block={block} />} /> : <SectionsPage />;
  },
});
