/**
 * The words of a study section or a question as plain text, in reading order: what the search index
 * holds for each section (src/features/study/build-search-index.ts) and what 'Escuchar' reads
 * (src/lib/browser/read-aloud.ts). One place, so the search finds what the student hears and sees.
 */
import type { Block, Question } from './types';

/** A sentence ends with a stop: pieces that have none get one, so a reader pauses between them. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return !trimmed || /[.!?…:;]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The block's own text (not its title or intro), one entry per paragraph, item, card or row. */
export function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'text':
      return block.paragraphs;
    case 'cards':
      return block.cards.flatMap((card) => [
        sentence(card.badge ? `${card.title} (${card.badge})` : card.title),
        ...(card.subtitle ? [sentence(card.subtitle)] : []),
        ...(card.paragraphs ?? []),
        ...(card.facts ?? []).map((f) => sentence(`${f.label}: ${f.value}`)),
        ...(card.points ?? []).map(sentence),
      ]);
    case 'table':
      return [
        ...(block.caption ? [sentence(block.caption)] : []),
        ...block.rows.map((row) => sentence(row.map((cell, i) => (block.columns[i] ? `${block.columns[i]}: ${cell}` : cell)).join('; '))),
      ];
    case 'list':
      return block.items.map((item) => sentence(item.label ? `${item.label}: ${item.text}` : item.text));
    case 'stats':
      return block.stats.map((s) => sentence(`${s.value}${s.suffix ?? ''} ${s.label}`));
    case 'gallery':
      return block.images.map((img) => sentence(img.caption ? `${img.caption}: ${img.alt}` : img.alt));
    case 'timeline':
      return block.events.map((e) => [sentence(`${e.date}: ${e.title}`), ...(e.text ? [sentence(e.text)] : [])].join(' '));
    case 'callout':
      return [block.text];
    case 'links':
      return block.links.map((l) => sentence(l.description ? `${l.label}: ${l.description}` : l.label));
    case 'figure':
      return [sentence(block.image.alt), ...(block.image.caption ? [sentence(block.image.caption)] : [])];
  }
}

/** Everything a section says, from its title down: what 'Escuchar' reads for it. */
export function sectionText(block: Block): string {
  return [...(block.title ? [sentence(block.title)] : []), ...(block.intro ? [sentence(block.intro)] : []), ...blockText(block)].join('\n');
}

/** The letter of an option, as the screens show it ('A', 'B', ...). */
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * A question read aloud: the question and its options; with `review`, the student's answer, the
 * correct one and the explanation (Repaso after 'Comprobar', the result's review).
 */
export function questionText(question: Question, review?: { selected?: readonly number[] }): string {
  const options = question.options.map((option, i) => sentence(`${letter(i)}: ${option}`));
  if (!review) return [sentence(question.text), ...options].join('\n');
  const named = (indexes: readonly number[]) => indexes.map((i) => `${letter(i)}, ${question.options[i]}`).join('; ');
  return [
    sentence(question.text),
    ...options,
    ...(review.selected ? [sentence(`Tu respuesta: ${review.selected.length ? named(review.selected) : 'sin responder'}`)] : []),
    sentence(`Respuesta correcta: ${named(question.correct)}`),
    sentence(question.explanation),
  ].join('\n');
}
