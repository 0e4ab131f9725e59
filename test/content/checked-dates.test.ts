/**
 * Changing facts carry their own check date (content types: CheckedAt). Every such date is a real
 * ISO day that has already happened, so 'Verificado el …' never shows a typo or a future day.
 */
import { describe, expect, it } from 'vitest';
import { studyPages } from '@/content/course';
import { loadPageBody } from '@/content/page-bodies';
import type { Block } from '@/content/types';

const TODAY = new Date().toISOString().slice(0, 10);

/** Every check date in a block, with where it sits (for a readable failure). */
function checkDates(block: Block): [where: string, date: string][] {
  const found: [string, string | undefined][] = [[block.id, block.checkedAt]];
  if (block.kind === 'cards') {
    for (const card of block.cards) {
      found.push([`${block.id} › ${card.title}`, card.checkedAt]);
      for (const fact of card.facts ?? []) found.push([`${block.id} › ${card.title} › ${fact.label}`, fact.checkedAt]);
    }
  }
  if (block.kind === 'list') for (const item of block.items) found.push([`${block.id} › ${item.label ?? item.text}`, item.checkedAt]);
  if (block.kind === 'timeline') for (const event of block.events) found.push([`${block.id} › ${event.title}`, event.checkedAt]);
  return found.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

function isRealDay(iso: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso;
}

describe('check dates of changing facts', () => {
  for (const meta of studyPages) {
    it(`${meta.path}: every check date is a real day, not in the future`, async () => {
      const body = await loadPageBody(meta.path);
      for (const [where, date] of body!.blocks.flatMap(checkDates)) {
        expect(isRealDay(date), `${where}: ${date}`).toBe(true);
        expect(date <= TODAY, `${where}: ${date}`).toBe(true);
      }
    });
  }

  it('the pages with office holders, laws and counts that change date them', async () => {
    for (const path of ['material/presidentes', 'material/nacionalidad', 'material/patrimonio', 'material/congresistas']) {
      const body = await loadPageBody(path);
      expect(body!.blocks.flatMap(checkDates).length, path).toBeGreaterThan(0);
    }
  });
});
