/**
 * The texts of a study section the editor offers (issue 48 §2): every text of any kind of block with a
 * Spanish label, never its anchor, links, files or dates; a text replaced in a copy; the difference.
 */
import { describe, expect, it } from 'vitest';
import { sectionDiff, sectionTexts, withText } from '@/features/admin/content-editor/section-text';
import type { Block } from '@/content/types';

const cards: Block = {
  kind: 'cards',
  id: 'heroes',
  title: 'Héroes',
  columns: 2,
  cards: [
    { title: 'Miguel Grau', paragraphs: ['Marino.'], image: { src: '/illustrations/grau.svg', alt: 'Retrato de Grau' }, tags: ['marina'] },
    { title: 'Francisco Bolognesi', facts: [{ label: 'Murió', value: '1880', checkedAt: '2026-01-01' }] },
  ],
};
const table: Block = { kind: 'table', id: 'cifras', columns: ['Región', 'Capital'], rows: [['Costa', 'Lima'], ['Sierra', 'Cusco']] };

describe('sectionTexts', () => {
  it('labels every text of a block and leaves out what identifies, links or dates it', () => {
    expect(sectionTexts(cards).map((t) => [t.label, t.value])).toEqual([
      ['Título', 'Héroes'],
      ['Tarjeta 1 · Título', 'Miguel Grau'],
      ['Tarjeta 1 · Párrafo 1', 'Marino.'],
      ['Tarjeta 1 · Imagen · Texto alternativo', 'Retrato de Grau'],
      ['Tarjeta 2 · Título', 'Francisco Bolognesi'],
      ['Tarjeta 2 · Dato 1 · Etiqueta', 'Murió'],
      ['Tarjeta 2 · Dato 1 · Valor', '1880'],
    ]);
    expect(sectionTexts(table).map((t) => t.label)).toEqual(['Columna 1', 'Columna 2', 'Fila 1 · Celda 1', 'Fila 1 · Celda 2', 'Fila 2 · Celda 1', 'Fila 2 · Celda 2']);
  });

  it('replaces one text in a copy and tells the difference', () => {
    const path = sectionTexts(table).find((t) => t.label === 'Fila 2 · Celda 2')!.path;
    const edited = withText(table, path, 'Huancayo');
    expect(table.kind === 'table' && table.rows[1][1]).toBe('Cusco');
    expect(edited.kind === 'table' && edited.rows[1][1]).toBe('Huancayo');
    expect(sectionDiff(table, { ...edited, checkedAt: '2026-11-29' })).toEqual([
      { field: 'rows.1.1', label: 'Fila 2 · Celda 2', before: 'Cusco', after: 'Huancayo' },
      { field: 'checkedAt', label: 'Verificado el', before: '(sin fecha)', after: '2026-11-29' },
    ]);
  });
});
