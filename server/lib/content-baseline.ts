/**
 * The repository's content as the baseline of the versioned content (issue 48): every banked question
 * and every study-page section of this build, with a hash of each so a start can tell which ones a
 * newer build changed. The server seeds and merges these into `content_versions`.
 */
import { createHash } from 'node:crypto';
import { pageFileName, studyPages, topics } from '../../src/content/course';
import { fieldsOf, sectionKey, type QuestionFields } from '../../src/content/content-versions';
import { questionBank } from '../../src/content/question-bank';
import { pageModules } from '../../src/content/page-modules';
import type { Block, StudyPageBody } from '../../src/content/types';

export interface BaselineItem {
  kind: 'question' | 'section';
  key: string;
  body: QuestionFields | Block;
  retired: boolean;
  hash: string;
}

/** JSON with object keys sorted: the same content hashes the same whatever order its keys were written in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, item]) => `${JSON.stringify(k)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(body: unknown, retired: boolean): string {
  return createHash('sha256').update(`${retired ? 'retired:' : ''}${stableJson(body)}`).digest('base64url').slice(0, 22);
}

/** A page's body by its path (relative to the course root). */
export function baselinePage(path: string): StudyPageBody | undefined {
  return pageModules[pageFileName(path)];
}

let items: BaselineItem[] | undefined;

/** Every question (retired ones included) and every section of every study page of this build. */
export function baselineItems(): readonly BaselineItem[] {
  items ??= [
    ...questionBank.map((question): BaselineItem => {
      const body = fieldsOf(question);
      const retired = question.retired !== undefined;
      return { kind: 'question', key: question.id, body, retired, hash: contentHash(body, retired) };
    }),
    ...studyPages.flatMap((page) =>
      (baselinePage(page.path)?.blocks ?? []).map((block): BaselineItem => ({
        kind: 'section',
        key: sectionKey(page.path, block.id),
        body: block,
        retired: false,
        hash: contentHash(block, false),
      })),
    ),
  ];
  return items;
}

let byKey: Map<string, BaselineItem> | undefined;

export function baselineItem(kind: 'question' | 'section', key: string): BaselineItem | undefined {
  byKey ??= new Map(baselineItems().map((item) => [`${item.kind}:${item.key}`, item]));
  return byKey.get(`${kind}:${key}`);
}

let anchors: Set<string> | undefined;

/** Every section a question may link to (`path#anchor`). */
export function sectionAnchors(): ReadonlySet<string> {
  anchors ??= new Set(baselineItems().filter((item) => item.kind === 'section').map((item) => item.key));
  return anchors;
}

export const topicIds: ReadonlySet<number> = new Set(topics.map((topic) => topic.id));
