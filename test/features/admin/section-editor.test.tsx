// @vitest-environment jsdom
/**
 * The console's study-section editor and its list (issue 48 §2): every text of the section in a field,
 * the preview drawn with the study page's template and the 'Verificado el' of the publish day, the
 * difference against the current version, a required note, a stale publish (409) that shows the other
 * version and overwrites nothing, the draft saved and discarded; the list of pages with each section's
 * version, the academy's edits and drafts, narrowed by the filter.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import type { AdminApi } from '@/features/admin/admin-api';
import { SectionEditorPage } from '@/features/admin/content-editor/section-editor-page';
import { SectionsPage } from '@/features/admin/content-editor/sections-page';
import { BlockView } from '@/features/study/blocks';
import type { Block } from '@/content/types';
import type { ContentItem, ContentSectionList, VersionView } from '@/shared/content-api';
import { Console } from '../../support/console';

vi.mock('@/components/ui/notify', () => ({ notify: () => undefined }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, search, 'aria-label': label }: { children: ReactNode; search?: { seccion?: string }; 'aria-label'?: string }) => (
    <a href={search?.seccion ? `?seccion=${encodeURIComponent(search.seccion)}` : '#enlace'} aria-label={label}>
      {children}
    </a>
  ),
}));

beforeEach(() => {
  // Only the clock: 'Verificado el' is the day of the edit in Lima (15:00 UTC is 10:00 in Lima).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const KEY = 'material/congreso#camaras';
const block: Block = {
  kind: 'text',
  id: 'camaras',
  title: 'Las dos cámaras',
  checkedAt: '2026-08-01',
  paragraphs: ['El Congreso tiene dos cámaras desde julio de 2026.', 'Cada congresista representa a su región.'],
};
const version = (n: number, body: Block, note: string | null = null): VersionView<Block> => ({
  version: n,
  contentVersion: 900 + n,
  state: 'published',
  origin: n === 1 ? 'baseline' : 'academy',
  body,
  note,
  at: '2026-11-29T15:00:00.000Z',
  by: n === 1 ? null : { id: 2, name: 'Olga Ramos', email: 'olga@academia.pe' },
});
const item = (current = version(1, block)): ContentItem<Block> => ({ key: KEY, current, versions: [current], draft: null, openReports: 0 });

const open = (admin: Partial<AdminApi>) =>
  render(
    <Console admin={admin}>
      <SectionEditorPage sectionKey={KEY} renderBlock={(block) => <BlockView block={block} />} />
    </Console>,
  );

const corrected = 'Cada senador o diputado representa a su circunscripción.';

describe('the study-section editor', () => {
  it('edits a paragraph with the preview and the difference, sets «Verificado el» to today, needs a note, and publishes', async () => {
    const published: Block = { ...block, paragraphs: [block.kind === 'text' ? block.paragraphs[0] : '', corrected] };
    const publishSection = vi.fn(async () => ({ version: version(2, { ...published, checkedAt: '2026-11-29' }), item: item(version(2, { ...published, checkedAt: '2026-11-29' })) }));
    open({ contentSection: vi.fn(async () => item()), publishSection });
    const paragraph = await screen.findByRole('textbox', { name: 'Párrafo 2' });
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeTruthy();
    expect(screen.getByText(/Verificado el 1 de agosto de 2026; al publicar quedará «Verificado el 29 de noviembre de 2026»/)).toBeTruthy();
    fireEvent.change(paragraph, { target: { value: corrected } });

    const diff = screen.getByRole('region', { name: 'Cambios frente a la versión 1' });
    expect(within(diff).getByText('Antes: Cada congresista representa a su región.')).toBeTruthy();
    expect(within(diff).getByText(`Ahora: ${corrected}`)).toBeTruthy();
    expect(within(diff).getByText('Verificado el')).toBeTruthy();
    expect(within(diff).getByText('Ahora: 2026-11-29')).toBeTruthy();
    expect(within(diff).queryByText('Párrafo 1')).toBeNull();
    const preview = screen.getByRole('region', { name: 'Vista previa en el celular' });
    expect(within(preview).getByText(corrected)).toBeTruthy();
    expect(within(preview).getByText('29 de noviembre de 2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(/Escribe por qué cambia/)).toBeTruthy();
    expect(publishSection).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Por qué cambia/ }), { target: { value: 'Congreso bicameral.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publishSection).toHaveBeenCalledTimes(1));
    expect(publishSection).toHaveBeenCalledWith(KEY, { baseVersion: 1, block: published, note: 'Congreso bicameral.' });
    expect(await screen.findByRole('region', { name: 'Cambios frente a la versión 2' })).toBeTruthy();
  });

  it('a stale publish shows the version published meanwhile, keeps the edit, and goes again only over that version', async () => {
    const theirs: Block = { ...block, title: 'Senado y Cámara de Diputados' };
    const current = version(2, theirs, 'Nombres de las cámaras.');
    const publishSection = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'Otra persona publicó una versión nueva mientras editabas.', { current }))
      .mockResolvedValueOnce({ version: version(3, block), item: item(version(3, block)) });
    open({ contentSection: vi.fn(async () => item()), publishSection });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Párrafo 2' }), { target: { value: corrected } });
    fireEvent.change(screen.getByRole('textbox', { name: /Por qué cambia/ }), { target: { value: 'Bicameral.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    const box = await screen.findByTestId('conflicto');
    expect(within(box).getByText(/Versión 2 publicada por Olga Ramos: «Nombres de las cámaras.»/)).toBeTruthy();
    const diff = within(box).getByRole('region', { name: 'Tu cambio frente a esa versión' });
    expect(within(diff).getByText('Antes: Senado y Cámara de Diputados')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Párrafo 2' }) as HTMLTextAreaElement).value).toBe(corrected);
    expect(screen.getByRole('button', { name: 'Publicar' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(box).getByRole('button', { name: 'Revisar mi cambio sobre la versión 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publishSection).toHaveBeenCalledTimes(2));
    expect(publishSection.mock.calls[1][1]).toMatchObject({ baseVersion: 2 });
  });

  it('saves a draft with its problems and discards it', async () => {
    const draft: Block = { ...block, paragraphs: [block.kind === 'text' ? block.paragraphs[0] : '', ''] };
    const admin: Partial<AdminApi> = {
      contentSection: vi.fn(async () => item()),
      saveSectionDraft: vi.fn(async () => ({ ...item(), draft: { baseVersion: 1, state: 'published' as const, body: draft, at: '2026-11-29T15:00:00.000Z', by: null, problems: ['Un párrafo está vacío: escríbelo o quítalo.'] } })),
      discardSectionDraft: vi.fn(async () => undefined),
    };
    open(admin);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Párrafo 2' }), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(admin.saveSectionDraft).toHaveBeenCalledWith(KEY, { baseVersion: 1, block: draft }));
    expect(within(await screen.findByTestId('problemas')).getByText('Un párrafo está vacío: escríbelo o quítalo.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    await waitFor(() => expect(admin.discardSectionDraft).toHaveBeenCalledWith(KEY));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Párrafo 2' }) as HTMLTextAreaElement).value).toBe('Cada congresista representa a su región.'));
  });
});

describe('the list of study pages', () => {
  const list: ContentSectionList = {
    version: 950,
    pages: [
      {
        path: 'material/congreso',
        number: '13.1',
        title: 'El Congreso',
        sections: [
          { key: KEY, anchor: 'camaras', kind: 'text', title: 'Las dos cámaras', version: 2, origin: 'academy', at: '2026-11-29T15:00:00.000Z', checkedAt: '2026-11-29', hasDraft: true },
          { key: 'material/congreso#funciones', anchor: 'funciones', kind: 'list', title: 'Funciones', version: 1, origin: 'baseline', at: '2026-11-01T15:00:00.000Z', checkedAt: null, hasDraft: false },
        ],
      },
      { path: 'material/heroes', number: '3.1', title: 'Héroes Nacionales', sections: [{ key: 'material/heroes#grau', anchor: 'grau', kind: 'cards', title: 'Miguel Grau', version: 1, origin: 'baseline', at: '2026-11-01T15:00:00.000Z', checkedAt: null, hasDraft: false }] },
    ],
  };

  it('lists each page with its sections, marks the academy’s edits and drafts, links each to its editor, and filters', async () => {
    render(
      <Console admin={{ contentSections: vi.fn(async () => list) }}>
        <SectionsPage />
      </Console>,
    );
    const congreso = await screen.findByRole('region', { name: 'El Congreso' });
    const edited = within(congreso).getByText('Las dos cámaras').closest('li')!;
    expect(within(edited as HTMLElement).getByText('Editada por la academia')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText('Borrador')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText(/Versión 2 · Verificado el 29 de noviembre de 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Las dos cámaras (El Congreso)' }).getAttribute('href')).toBe(`?seccion=${encodeURIComponent(KEY)}`);
    expect(within(congreso).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar una página o sección' }), { target: { value: 'heroes' } });
    expect(screen.queryByRole('region', { name: 'El Congreso' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Héroes Nacionales' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar una página o sección' }), { target: { value: 'funciones' } });
    expect(within(screen.getByRole('region', { name: 'El Congreso' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
