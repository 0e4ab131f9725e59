/**
 * The content model: study pages and questions are typed data rendered by a few templates.
 * Adding a page means adding data (see course.ts for the index and pages/ for the bodies).
 * Every block is a section of the page with a stable anchor id (kebab-case, unique in its page),
 * so a question can link to the exact section that teaches its answer.
 */

/** Icons the templates know how to draw (see features/study/icons). */
export type IconName =
  | 'book' | 'crown' | 'mountain' | 'shield' | 'landmark' | 'pottery' | 'passport' | 'compass'
  | 'flag' | 'music' | 'cross' | 'palette' | 'capitol' | 'river' | 'scroll' | 'mask'
  | 'plane' | 'handshake' | 'scales' | 'people' | 'dish' | 'star' | 'list' | 'sword' | 'map';

/** An image shipped with the app (under public/), never loaded from the internet. */
export interface Image {
  /** Absolute path under public/, e.g. '/illustrations/simbolos/bandera.svg'. */
  src: string;
  alt: string;
  caption?: string;
}

/** A source the student can check; official sources preferred. Opened in a new tab. */
export interface Source {
  label: string;
  url: string;
}

/**
 * The day (ISO YYYY-MM-DD) a fact that changes was last checked against its source: an office
 * holder, a law, a fee, a count, a record, a UNESCO list. Shown next to the fact as 'Verificado el …',
 * so each changing fact carries its own date instead of the page's one review date.
 */
export type CheckedAt = string;

export interface Fact {
  label: string;
  value: string;
  checkedAt?: CheckedAt;
}

export interface Card {
  title: string;
  /** Short line under the title: a date, a place, a profession. */
  subtitle?: string;
  /** Small badge text: a number, a year, a category. */
  badge?: string;
  paragraphs?: string[];
  facts?: Fact[];
  /** Bulleted points (achievements, works...). */
  points?: string[];
  image?: Image;
  /** Free tags used by stats that count a subset of cards (e.g. 'religiosa'). */
  tags?: string[];
  checkedAt?: CheckedAt;
}

export interface ListItem {
  /** Bold lead-in, e.g. a name or a term. */
  label?: string;
  text: string;
  /** Internal course link (path relative to the course root, optional '#anchor'). */
  href?: string;
  tags?: string[];
  checkedAt?: CheckedAt;
}

/**
 * A counter in a stats band. When it summarizes a list shown on the page, `countOf` names that
 * block (and optionally a tag), and a test checks that `value` equals the number of items.
 */
export interface Stat {
  value: number;
  /** Shown after the number, e.g. '+', ' m', '%'. */
  suffix?: string;
  label: string;
  countOf?: { block: string; tag?: string };
}

export interface TimelineEvent {
  date: string;
  title: string;
  text?: string;
  checkedAt?: CheckedAt;
}

interface BlockBase {
  /** Stable anchor id, kebab-case, unique within the page. */
  id: string;
  title?: string;
  intro?: string;
  /** When the section as a whole holds changing facts (a table of office holders, a list of counts). */
  checkedAt?: CheckedAt;
}

export type Block =
  | (BlockBase & { kind: 'text'; paragraphs: string[] })
  | (BlockBase & { kind: 'cards'; cards: Card[]; columns?: 2 | 3 | 4 })
  | (BlockBase & { kind: 'table'; caption?: string; columns: string[]; rows: string[][] })
  | (BlockBase & { kind: 'list'; ordered?: boolean; items: ListItem[] })
  | (BlockBase & { kind: 'stats'; stats: Stat[] })
  | (BlockBase & { kind: 'gallery'; images: Image[] })
  | (BlockBase & { kind: 'timeline'; events: TimelineEvent[] })
  | (BlockBase & { kind: 'callout'; tone: 'info' | 'warning' | 'tip'; text: string })
  | (BlockBase & { kind: 'links'; links: (Source & { description?: string })[] })
  | (BlockBase & { kind: 'figure'; image: Image });

export type BlockKind = Block['kind'];

/** The body of a study page; its title, number and route live in the course index (course.ts). */
export interface StudyPageBody {
  /** One-sentence introduction under the header. */
  intro: string;
  blocks: Block[];
  closing: { title: string; text: string };
  sources: Source[];
  /** ISO date (YYYY-MM-DD) the page as a whole was last reviewed; changing facts carry their own checkedAt. */
  reviewedAt: string;
}

/** Balotario topics (see course.ts `topics`, the list every screen and count reads). */
export type TopicId =
  | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10
  | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20
  | 21;

/** A banked question. Points are 2 each: 10 questions make the exam's 20 points. */
export interface Question {
  /** Unique id, 'q' + number, e.g. 'q101'. */
  id: string;
  topic: TopicId;
  text: string;
  /** At least 3 options. */
  options: string[];
  /** Indexes into options; more than one makes it a several-answer question. */
  correct: number[];
  points: 2;
  /** One line shown in the review after the exam. */
  explanation: string;
  /** Where the answer is taught: page path relative to the course root and the block anchor. */
  source: { path: string; anchor: string };
  /**
   * Withdrawn: because `duplicateOf` tests the same fact, because it asks what the exam's subjects
   * do not (`offExam` says why: a detail of a person's life, the course's own grouping), or because
   * its key was not the only defensible answer (`flawed` says which other option holds). A retired
   * question is in no exam, not in Repaso and not in topic study, but it stays in the bank under its
   * id for good: a student's stored attempts and review events name it, and the server rescores
   * synced attempts from the bank.
   */
  retired?: { duplicateOf: string } | { offExam: string } | { flawed: string };
}
