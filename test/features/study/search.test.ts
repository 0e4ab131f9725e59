/**
 * The material's search (issue 21 §10): the index the build makes from the real study pages, loaded
 * as the search page loads it (MiniSearch.loadJSON with the shared options); accents and case do not
 * matter; every result names a section that exists; the snippet marks the words found.
 */
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageFileName, studyPages } from '@/content/course';
import type { StudyPageBody } from '@/content/types';
import { buildSearchIndex, searchDocuments } from '@/features/study/build-search-index';
import { INDEX_OPTIONS, QUERY_OPTIONS, normalizeText, processTerm, type SearchDocument } from '@/features/study/search-options';
import { snippet } from '@/features/study/search-snippet';

let index: MiniSearch<SearchDocument>;
const search = (q: string) => index.search(q, QUERY_OPTIONS);

beforeAll(async () => {
  index = MiniSearch.loadJSON<SearchDocument>(await buildSearchIndex(), INDEX_OPTIONS);
});

describe('search normalisation', () => {
  it('drops accents, diaeresis and case', () => {
    expect(normalizeText('Perú')).toBe('peru');
    expect(normalizeText('TITICACA')).toBe('titicaca');
    expect(normalizeText('Güemes Ñusta Ollantaytambo')).toBe('guemes nusta ollantaytambo');
  });

  it('indexes words normalised and leaves out the commonest Spanish words', () => {
    expect(processTerm('Huascarán')).toBe('huascaran');
    expect(processTerm('de')).toBeNull();
    expect(processTerm('Los')).toBeNull();
    expect(processTerm('lago')).toBe('lago');
  });
});

describe('the search index of the study material', () => {
  it('holds every section of every study page, each with its page and anchor', async () => {
    const docs = await searchDocuments();
    for (const meta of studyPages) {
      const body = ((await import(`../../../src/content/pages/${pageFileName(meta.path)}.ts`)) as { default: StudyPageBody }).default;
      const anchors = docs.filter((d) => d.path === meta.path && d.anchor).map((d) => d.anchor);
      expect(anchors, meta.path).toEqual(body.blocks.map((b) => b.id));
    }
    expect(index.documentCount).toBe(docs.length);
  });

  it("'titicaca' finds the geography page's section on Lake Titicaca, in any case", () => {
    const results = search('titicaca');
    expect(results.length).toBeGreaterThan(0);
    const geography = results.filter((r) => r.path === 'material/geografia-natural');
    expect(geography.length).toBeGreaterThan(0);
    expect(geography.some((r) => /titicaca/i.test(r.title as string) || /Titicaca/.test(r.text as string))).toBe(true);
    expect(search('TITICACA').map((r) => r.id)).toEqual(results.map((r) => r.id));
    expect(search('Titicaca').map((r) => r.id)).toEqual(results.map((r) => r.id));
  });

  it("'peru' finds 'Perú', the same as 'Perú' does; 'huascaran' finds 'Huascarán'", () => {
    const plain = search('peru');
    expect(plain.length).toBeGreaterThan(10);
    expect(plain.every((r) => /per[uú]/i.test(`${r.title} ${r.text}`))).toBe(true);
    expect(plain.some((r) => (r.text as string).includes('Perú'))).toBe(true);
    expect(search('Perú').map((r) => r.id)).toEqual(plain.map((r) => r.id));
    expect(search('huascaran').some((r) => (r.text as string).includes('Huascarán'))).toBe(true);
  });

  it('needs every word of the query, and takes the last one as the start of a word', () => {
    const both = search('lago titicaca');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual(search('titicaca').length);
    expect(search('titica').map((r) => r.id)).toEqual(expect.arrayContaining(search('titicaca').map((r) => r.id)));
    expect(search('xylofonowq')).toEqual([]);
  });
});

describe('the result snippet', () => {
  it('marks the words found, whatever their accents, and cuts a long text around the first', () => {
    const text = `${'Texto de relleno sin nada que ver. '.repeat(8)}El Perú comparte con Bolivia el lago Titicaca, el lago navegable más alto del mundo. ${'Más texto al final. '.repeat(10)}`;
    const parts = snippet(text, ['peru', 'titicaca']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Perú', 'Titicaca']);
    expect(parts[0].text.startsWith('…')).toBe(true);
    expect(parts.at(-1)!.text.endsWith('…')).toBe(true);
    const shown = parts.map((p) => p.text).join('');
    expect(shown.length).toBeLessThanOrEqual(203);
    expect(shown).toContain('El Perú comparte con Bolivia el lago Titicaca');
  });

  it('shows a short text whole, with nothing marked when no word matches', () => {
    expect(snippet('La costa del Perú.', ['sierra'])).toEqual([{ text: 'La costa del Perú.', match: false }]);
  });
});
