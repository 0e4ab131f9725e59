/**
 * The text measures behind the bank's content rules (test/content/bank-rules.test.ts): what a
 * section's text is, which words of an answer are significant, whether a section holds them, and
 * when two questions test the same fact. Pure, so the rules can be checked on made-up questions too.
 *
 * Words are compared as *stems*, accent- and case-insensitive:
 * - text is NFD-normalized with its diacritics dropped and lower-cased ('Perú' → 'peru', 'ñ' → 'n');
 * - thousands separators inside numbers are dropped ('3,812' → '3812'), every other non-letter,
 *   non-digit character separates words ('N.º 32421' → 'n', '32421');
 * - a word longer than four letters loses a final 's' and then a final vowel, and keeps at most its
 *   first six letters, which folds Spanish plural, gender and most verb forms ('peruanos', 'peruana'
 *   → 'peruan'; 'senadores', 'senador' → 'senado'; 'rescató', 'rescatarlos' → 'rescat');
 * - significant: a number (any length: years, articles, altitudes, '8'), or a word of at least four
 *   letters that is not a stop-word (articles, prepositions, pronouns, question words, the commonest
 *   verbs); shorter words ('rey', 'sol', 'ley') are too rarely decisive and too often noise, except
 *   in an answer made only of them ('Ica', 'Uva'), which is then judged by all its words.
 * Numbers up to twenty and their Spanish words are one ('8' ↔ 'ocho'), as pages write both.
 */
import type { Block, Question } from '@/content/types';

const STOP_WORDS = new Set(
  (
    'algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquellos aqui asi aunque ' +
    'cada como con contra cual cuales cualquier cuando cuanta cuantas cuanto cuantos de del desde donde ' +
    'durante ella ellas ello ellos entre era eran eres esa esas ese eso esos esta estaba estado estan ' +
    'estas este esto estos etc fue fueron gran hace hacia hasta hay las les los mas mediante mismo ' +
    'mucho muy nada ningun ninguna nos nosotros nuestra nuestro otra otras otro otros para pero poco ' +
    'por porque puede pueden que quien quienes segun sea sean ser siempre sido sin sobre solo son ' +
    'su sus tal tambien tan tanto tiene tienen toda todas todo todos tras una unas uno unos usted ' +
    'cuya cuyo'
  ).split(/\s+/),
);

const NUMBER_WORDS = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once',
  'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
];

/** Accent- and case-free text with thousands separators dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)[.,](?=\d{3}(\D|$))/g, '$1');
}

/** The words of a text, normalized (every non-letter, non-digit character separates). */
export function words(text: string): string[] {
  return normalize(text).split(/[^a-z0-9]+/).filter(Boolean);
}

export function stem(word: string): string {
  if (/^\d+$/.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 4 && /[aeiou]$/.test(w)) w = w.slice(0, -1);
  return w.slice(0, 6);
}

function isSignificant(word: string): boolean {
  return /^\d+$/.test(word) || (word.length >= 4 && !STOP_WORDS.has(word));
}

/** A number word as its digits ('ocho' → '8'), any other word as is. */
function asNumber(word: string): string {
  const n = NUMBER_WORDS.indexOf(word);
  return n >= 0 ? String(n) : word;
}

/** Memoized by text: the rules compare every pair of questions and every question with every section. */
function memoized(compute: (text: string) => Set<string>): (text: string) => ReadonlySet<string> {
  const seen = new Map<string, Set<string>>();
  return (text) => {
    let value = seen.get(text);
    if (!value) seen.set(text, (value = compute(text)));
    return value;
  };
}

/** The stems of a text's significant words. */
export const keyStems = memoized((text) => new Set(words(text).filter(isSignificant).map(asNumber).map(stem)));

/** Every stem of a text (stop-words included: a section's text is searched, not judged). */
export const allStems = memoized((text) => {
  const out = new Set<string>();
  for (const w of words(text)) {
    out.add(stem(w));
    out.add(asNumber(w));
  }
  return out;
});

/** Everything a student reads in a block: titles, paragraphs, cards, table cells, captions... */
export function blockText(block: Block): string {
  const parts: (string | undefined)[] = [block.title, block.intro];
  switch (block.kind) {
    case 'text':
      parts.push(...block.paragraphs);
      break;
    case 'cards':
      for (const c of block.cards) {
        parts.push(c.title, c.subtitle, c.badge, ...(c.paragraphs ?? []), ...(c.points ?? []), c.image?.caption);
        for (const f of c.facts ?? []) parts.push(f.label, f.value);
      }
      break;
    case 'table':
      parts.push(block.caption, ...block.columns, ...block.rows.flat());
      break;
    case 'list':
      for (const i of block.items) parts.push(i.label, i.text);
      break;
    case 'stats':
      for (const s of block.stats) parts.push(`${s.value}${s.suffix ?? ''}`, s.label);
      break;
    case 'gallery':
      for (const i of block.images) parts.push(i.caption);
      break;
    case 'timeline':
      for (const e of block.events) parts.push(e.date, e.title, e.text);
      break;
    case 'callout':
      parts.push(block.text);
      break;
    case 'links':
      for (const l of block.links) parts.push(l.label, l.description);
      break;
    case 'figure':
      parts.push(block.image.caption);
      break;
  }
  return parts.filter(Boolean).join('\n');
}

export function correctOptions(q: Question): string[] {
  return q.correct.map((i) => q.options[i]);
}

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'de', 'del', 'en', 'y', 'o', 'a', 'al']);

/**
 * The key words of an answer option: its significant stems or, for an option made only of short
 * words ('Ica', 'Uva', 'Sí'), every word but the articles, so that no answer goes unjudged.
 */
export function optionStems(option: string): ReadonlySet<string> {
  const key = keyStems(option);
  return key.size > 0 ? key : new Set(words(option).filter((w) => !ARTICLES.has(w)).map(asNumber).map(stem));
}

/** Share of an option's key words (numbers aside) a section must hold: paraphrase leaves out a few. */
export const ANSWER_SHARE = 0.75;

/**
 * The key words of `q`'s correct option(s) that `sectionText` lacks, when they are too many: every
 * number of an option must be in the section, and at least ANSWER_SHARE of its other key words
 * (rounded up: an option of one to three key words needs all of them, one of four to seven may miss
 * one). Empty when the section holds the answer.
 */
export function missingKeyWords(q: Question, sectionText: string): string[] {
  const section = allStems(sectionText);
  return correctOptions(q).flatMap((option) => {
    const key = [...optionStems(option)];
    const missing = key.filter((s) => !section.has(s));
    const numbers = missing.filter((s) => /^\d+$/.test(s));
    const others = key.filter((s) => !/^\d+$/.test(s));
    const found = others.length - (missing.length - numbers.length);
    return numbers.length > 0 || found < Math.ceil(ANSWER_SHARE * others.length) ? missing : [];
  });
}

/** |a ∩ b| / min(|a|, |b|): 1 when the smaller set is inside the larger; 0 for an empty set. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  if (small.size === 0) return 0;
  let shared = 0;
  for (const x of small) if (large.has(x)) shared += 1;
  return shared / small.size;
}

/** How much two question texts must share (see `sameFact`). */
export const TEXT_OVERLAP = 0.5;

function subsetOf(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size > 0 && [...a].every((x) => b.has(x));
}

/** The correct options of both questions name the same things, one for one (by key words). */
export function sameAnswer(p: Question, q: Question): boolean {
  const a = correctOptions(p).map(optionStems);
  const b = correctOptions(q).map(optionStems);
  if (a.length !== b.length) return false;
  // 'Nevado Huascarán' and 'El Huascarán' name the same thing: one set inside the other.
  return a.every((x) => b.some((y) => subsetOf(x, y) || subsetOf(y, x)));
}

/** Every correct option of `p` names one of `q`'s correct options (one inside the other, by key words). */
function answersInside(p: Question, q: Question): boolean {
  const a = correctOptions(p).map(optionStems);
  const b = correctOptions(q).map(optionStems);
  return a.length < b.length && a.every((x) => b.some((y) => subsetOf(x, y) || subsetOf(y, x)));
}

/**
 * Share of an option's key words found in `text`, leaving out those its own question already says
 * ('Protector del Perú' to '¿…el mando del Perú?': the answer's 'Perú' tells nothing).
 */
function shareInside(option: string, ownText: ReadonlySet<string>, text: ReadonlySet<string>): number {
  const key = [...optionStems(option)].filter((s) => !ownText.has(s));
  return key.length === 0 ? 0 : key.filter((s) => text.has(s)).length / key.length;
}

/** How much two question texts must share to ask one thing (see `sameFact`'s 'one answer, two names'). */
export const SAME_QUESTION = 0.8;

/** |a ∩ b| / max(|a|, |b|): how nearly two texts say the same words, neither just inside the other. */
function sameWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const larger = Math.max(a.size, b.size);
  return larger === 0 ? 0 : [...a].filter((x) => b.has(x)).length / larger;
}

/** Every key word of `p`'s correct options is in `q`'s explanation: `q` teaches `p`'s answer too. */
function answerExplained(p: Question, q: Question): boolean {
  const explanation = allStems(q.explanation);
  return correctOptions(p).every((option) => [...optionStems(option)].every((s) => explanation.has(s)));
}

/**
 * Why `p` and `q` test the same fact, or undefined when they do not:
 * - 'same answer': their correct answers name the same things (`sameAnswer`) and their texts
 *   overlap: at least TEXT_OVERLAP of the smaller text's key words are in the other
 *   ('¿Cuál es la montaña más alta del Perú?' twice, worded differently);
 * - 'answer inside': the answer of one is among the several answers of the other and their texts
 *   overlap as much ('¿Quién dirigió el ejército en Ayacucho?' → Sucre, and '¿Quiénes firmaron la
 *   Capitulación de Ayacucho?' → Sucre and Canterac);
 * - 'asked both ways': a correct option of each is inside the other's text, wholly for one of them
 *   and at least half for the other, counting only the answer's words its own question does not say ('¿En qué año ganó Vargas Llosa el Nobel?' → 2010 and '¿Quién
 *   ganó el Nobel en 2010?' → Vargas Llosa; '¿De qué región es el camu camu?' → Selva (Amazonía)
 *   and '¿Qué fruta amazónica…?' → Camu camu);
 * - 'one answer, two names': the texts ask nearly the same thing (at least SAME_QUESTION of the
 *   key words of the longer text in the other) and one's explanation holds the other's answer
 *   ('¿Con qué acuerdo nació en 1969 la Comunidad Andina?' → Acuerdo de Cartagena, and '¿Con qué
 *   nombre nació…?' → Pacto Andino, «nació como Pacto Andino con el Acuerdo de Cartagena»).
 */
export function sameFact(p: Question, q: Question): string | undefined {
  const tp = keyStems(p.text);
  const tq = keyStems(q.text);
  const textsOverlap = overlap(tp, tq) >= TEXT_OVERLAP;
  if (sameAnswer(p, q) && textsOverlap) return 'same answer';
  if ((answersInside(p, q) || answersInside(q, p)) && textsOverlap) return 'answer inside';
  const inside = (a: Question, own: ReadonlySet<string>, text: ReadonlySet<string>) => Math.max(0, ...correctOptions(a).map((o) => shareInside(o, own, text)));
  const [pq, qp] = [inside(p, tp, tq), inside(q, tq, tp)];
  if (Math.max(pq, qp) === 1 && Math.min(pq, qp) >= 0.5) return 'asked both ways';
  if (sameWords(tp, tq) >= SAME_QUESTION && (answerExplained(p, q) || answerExplained(q, p))) return 'one answer, two names';
  return undefined;
}
