/**
 * The content as statements a student reads one at a time (issue 51): a paragraph, a card, a table
 * row, a list item, a timeline event, a question with its answer and explanation. Small enough that
 * a wording rule judges one claim, large enough that the claim keeps its subject (a card's title
 * names the battle its paragraph describes; a table cell is read under its column's heading).
 */
import type { Block, Question, StudyPageBody } from '@/content/types';
import { correctOptions } from './bank-text';

export interface Statement {
  /** Where a student reads it: 'material/x#anchor' or a question id. */
  where: string;
  text: string;
}

const joined = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

function blockStatements(block: Block): string[] {
  const titled = (text: string) => joined([block.title, text]);
  switch (block.kind) {
    case 'text':
      return block.paragraphs.map(titled);
    case 'cards':
      return block.cards.map((c) =>
        joined([c.title, c.subtitle, c.badge, ...(c.paragraphs ?? []), ...(c.points ?? []), ...(c.facts ?? []).map((f) => `${f.label}: ${f.value}`)]),
      );
    case 'table':
      return block.rows.map((row) => joined([block.caption, ...row.map((cell, i) => `${block.columns[i] ?? ''}: ${cell}`)]));
    case 'list':
      return block.items.map((i) => titled(joined([i.label, i.text])));
    case 'stats':
      return block.stats.map((s) => titled(`${s.value}${s.suffix ?? ''} ${s.label}`));
    case 'gallery':
      return block.images.map((i) => i.caption ?? '').filter(Boolean);
    case 'timeline':
      return block.events.map((e) => joined([e.date, e.title, e.text]));
    case 'callout':
      return [titled(block.text)];
    case 'links':
      return block.links.map((l) => joined([l.label, l.description]));
    case 'figure':
      return block.image.caption ? [block.image.caption] : [];
  }
}

export function pageStatements(path: string, body: StudyPageBody): Statement[] {
  return [
    { where: `${path} (intro)`, text: body.intro },
    ...body.blocks.flatMap((b) => (b.intro ? [b.intro] : []).concat(blockStatements(b)).map((text) => ({ where: `${path}#${b.id}`, text }))),
    { where: `${path} (cierre)`, text: joined([body.closing.title, body.closing.text]) },
  ];
}

/** What a question claims: its text, its correct options and its explanation (a wrong option may be wrong on purpose). */
export function questionStatement(q: Question): Statement {
  return { where: q.id, text: joined([q.text, ...correctOptions(q), q.explanation]) };
}
