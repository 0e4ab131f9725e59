/** Reading a study page's body in content tests: the page, one of its blocks, and every URL it cites. */
import { loadPageBody } from '@/content/page-bodies';
import type { Block, StudyPageBody } from '@/content/types';

export async function page(path: string): Promise<StudyPageBody> {
  const body = await loadPageBody(path);
  if (!body) throw new Error(`no page ${path}`);
  return body;
}

export function block(body: StudyPageBody, id: string): Block {
  const found = body.blocks.find((b) => b.id === id);
  if (!found) throw new Error(`no block ${id}`);
  return found;
}

/** The page's sources and the URLs of its 'links' blocks. */
export const sourceUrls = (body: StudyPageBody) => [...body.sources.map((s) => s.url), ...body.blocks.flatMap((b) => (b.kind === 'links' ? b.links.map((l) => l.url) : []))];
