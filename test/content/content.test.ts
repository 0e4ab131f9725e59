/**
 * Schema test over all course content: every page valid and sourced, every internal link and
 * anchor resolves, counters match the lists they summarize, every question is well formed.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFileName, studyPages, topics } from '@/content/course';
import { loadPageBody, pageBodyFiles } from '@/content/page-bodies';
import { questionBank } from '@/content/question-bank';
import type { Block, Image, StudyPageBody } from '@/content/types';

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TODAY = new Date().toISOString().slice(0, 10);

const bodies = new Map<string, StudyPageBody>();
for (const meta of studyPages) {
  const body = await loadPageBody(meta.path);
  if (body) bodies.set(meta.path, body);
}

function imagesOf(block: Block): Image[] {
  if (block.kind === 'gallery') return block.images;
  if (block.kind === 'figure') return [block.image];
  if (block.kind === 'cards') return block.cards.flatMap((c) => (c.image ? [c.image] : []));
  return [];
}

function countItems(block: Block, tag?: string): number {
  const tagged = (items: { tags?: string[] }[]) => (tag ? items.filter((i) => i.tags?.includes(tag)) : items).length;
  switch (block.kind) {
    case 'cards': return tagged(block.cards);
    case 'list': return tagged(block.items);
    case 'table': return block.rows.length;
    case 'timeline': return block.events.length;
    case 'gallery': return block.images.length;
    case 'links': return block.links.length;
    default: return Number.NaN;
  }
}

/** Resolves 'material/x#anchor' (course-relative) to a page and block. */
function resolves(href: string): boolean {
  const [path, anchor] = href.split('#');
  if (!studyPages.some((p) => p.path === path)) return false;
  if (!anchor) return true;
  return bodies.get(path)?.blocks.some((b) => b.id === anchor) ?? false;
}

describe('study pages', () => {
  it('every page in the index has a body and every body file is in the index', () => {
    expect(studyPages.filter((p) => !bodies.has(p.path)).map((p) => p.path)).toEqual([]);
    const indexed = new Set(studyPages.map((p) => pageFileName(p.path)));
    expect(pageBodyFiles().filter((f) => !indexed.has(f))).toEqual([]);
  });

  it('paths and numbers are unique', () => {
    expect(new Set(studyPages.map((p) => p.path)).size).toBe(studyPages.length);
    const numbers = studyPages.map((p) => p.number).filter(Boolean);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('every balotario topic is taught by at least one page', () => {
    for (const t of topics) expect(studyPages.some((p) => p.topic === t.id), `topic ${t.id}`).toBe(true);
  });

  it("has topic 21, 'Actualidad (2024–2026)', taught by its own pages 21.1 and 21.2, last in the balotario (issue 51)", () => {
    expect(topics.at(-1)).toEqual({ id: 21, title: 'Actualidad (2024–2026)' });
    expect(studyPages.filter((p) => p.topic === 21).map((p) => [p.number, p.path])).toEqual([
      ['21.1', 'material/actualidad'],
      ['21.2', 'material/actualidad/estado'],
    ]);
    const list = bodies.get('balotario')!.blocks.find((b) => b.id === 'temas')!;
    expect(list.kind === 'list' && list.items.at(-1)).toMatchObject({ label: 'Tema 21', text: 'Actualidad (2024–2026)', href: 'material/actualidad' });
  });

  it('the balotario and the introduction give the number of topics from the list, never a fixed 20', () => {
    const said = `${topics.length} temas`;
    for (const path of ['balotario', 'introduccion']) {
      const body = bodies.get(path)!;
      const text = JSON.stringify(body);
      expect(text, path).toContain(said);
      expect(text, path).not.toMatch(/\b20 temas|[Vv]einte temas/);
    }
    expect(studyPages.find((p) => p.path === 'balotario')!.subtitle).toBe(`Los ${said} del curso`);
  });

  for (const meta of studyPages) {
    describe(meta.path, () => {
      const body = () => bodies.get(meta.path)!;

      it('has an intro, blocks, a closing banner, sources and a review date', () => {
        const b = body();
        expect(b.intro.trim().length).toBeGreaterThan(10);
        expect(b.blocks.length).toBeGreaterThan(0);
        expect(b.closing.title.trim()).not.toBe('');
        expect(b.closing.text.trim()).not.toBe('');
        expect(b.sources.length).toBeGreaterThan(0);
        for (const s of b.sources) {
          expect(s.label.trim()).not.toBe('');
          expect(s.url).toMatch(/^https:\/\/[^\s]+$/);
        }
        expect(b.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(b.reviewedAt <= TODAY).toBe(true);
      });

      it('has unique kebab-case anchors', () => {
        const ids = body().blocks.map((b) => b.id);
        for (const id of ids) expect(id).toMatch(ANCHOR);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('has no empty block', () => {
        for (const block of body().blocks) {
          const n = countItems(block);
          if (!Number.isNaN(n)) expect(n, block.id).toBeGreaterThan(0);
          if (block.kind === 'text') expect(block.paragraphs.length, block.id).toBeGreaterThan(0);
          if (block.kind === 'table') {
            for (const row of block.rows) expect(row.length, block.id).toBe(block.columns.length);
          }
          if (block.kind === 'stats') expect(block.stats.length, block.id).toBeGreaterThan(0);
        }
      });

      it('counters equal the lists they summarize', () => {
        for (const block of body().blocks) {
          if (block.kind !== 'stats') continue;
          for (const stat of block.stats) {
            if (!stat.countOf) continue;
            const target = body().blocks.find((b) => b.id === stat.countOf!.block);
            expect(target, `${block.id}: ${stat.label}`).toBeDefined();
            expect(stat.value, `${block.id}: ${stat.label}`).toBe(countItems(target!, stat.countOf.tag));
          }
        }
      });

      it('internal links resolve and images ship with the app', () => {
        for (const block of body().blocks) {
          if (block.kind === 'list') {
            for (const item of block.items) if (item.href) expect(resolves(item.href), item.href).toBe(true);
          }
          if (block.kind === 'links') {
            for (const l of block.links) expect(l.url).toMatch(/^https:\/\//);
          }
          for (const img of imagesOf(block)) {
            expect(img.src, block.id).toMatch(/^\/illustrations\/.+\.(svg|webp|png)$/);
            expect(existsSync(`public${img.src}`), img.src).toBe(true);
            expect(img.alt.trim(), img.src).not.toBe('');
          }
        }
      });
    });
  }
});

describe('question bank', () => {
  it('ids are unique and well formed', () => {
    const ids = questionBank.map((q) => q.id);
    for (const id of ids) expect(id).toMatch(/^q\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('texts are distinct', () => {
    const texts = questionBank.map((q) => q.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  for (const q of questionBank) {
    it(`${q.id} is well formed and links to the section that teaches it`, () => {
      expect(q.text.trim().length).toBeGreaterThan(10);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size).toBe(q.options.length);
      expect(q.correct.length).toBeGreaterThanOrEqual(1);
      expect(q.correct.length).toBeLessThan(q.options.length);
      expect(new Set(q.correct).size).toBe(q.correct.length);
      for (const i of q.correct) expect(i >= 0 && i < q.options.length).toBe(true);
      // How many to choose is said once, by the screen (issue 17 §2), never in the text too.
      expect(q.text).not.toMatch(/Selecciona/i);
      expect(q.points).toBe(2);
      expect(q.explanation.trim().length).toBeGreaterThan(10);
      expect(resolves(`${q.source.path}#${q.source.anchor}`), `${q.source.path}#${q.source.anchor}`).toBe(true);
      expect(studyPages.find((p) => p.path === q.source.path)?.topic).toBe(q.topic);
    });
  }
});
