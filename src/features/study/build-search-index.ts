/**
 * Build time only: the search index of every study page, as MiniSearch's JSON. The build
 * (scripts/vite/search-index.ts) runs this under Node and writes dist/search-index.json; the unit
 * tests build it from the same content.
 */
import MiniSearch from 'minisearch';
import { pageFileName, studyPages, type PageMeta } from '../../content/course';
import { blockText } from '../../content/plain-text';
import type { StudyPageBody } from '../../content/types';
import { INDEX_OPTIONS, type SearchDocument } from './search-options';

/** A page's searchable parts: its introduction (title, subtitle, intro) and one document per section. */
export function pageDocuments(meta: PageMeta, body: StudyPageBody): SearchDocument[] {
  return [
    { id: meta.path, path: meta.path, anchor: '', title: meta.title, text: [meta.subtitle, body.intro].join('. ') },
    ...body.blocks.map((block) => ({
      id: `${meta.path}#${block.id}`,
      path: meta.path,
      anchor: block.id,
      title: block.title ?? meta.title,
      text: [block.intro ?? '', ...blockText(block)].filter(Boolean).join(' '),
    })),
  ];
}

/** Every study page's documents, in the course's order. */
export async function searchDocuments(): Promise<SearchDocument[]> {
  const bodies = await Promise.all(
    studyPages.map(async (meta) => {
      const body = ((await import(`../../content/pages/${pageFileName(meta.path)}.ts`)) as { default: StudyPageBody }).default;
      return pageDocuments(meta, body);
    }),
  );
  return bodies.flat();
}

/** The index as MiniSearch.loadJSON reads it. */
export async function buildSearchIndex(): Promise<string> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(await searchDocuments());
  return JSON.stringify(index);
}
