/**
 * The review log: every answer a student gives (in a timed exam or in Repaso) is an event appended
 * on the device and synced to the server. Nothing derived (schedules, mastery) is ever stored as the
 * truth: it is recomputed by replaying the log, so two devices that studied offline converge by
 * taking the union of their logs (`mergeEvents`) instead of letting the last write win.
 * Pure: no DOM, no node:, usable by the PWA and the server.
 */
import type { Attempt } from '../attempt';
import { isCorrect, type ScorableQuestion } from '../scoring';
export interface ReviewEvent {
  /** Made on the device (crypto.randomUUID()); the server stores each (student, id) once. */
  id: string;
  questionId: string;
  correct: boolean;
  /** When the student answered (ISO 8601 with offset). */
  answeredAt: string;
  /** Where: a timed exam (or 'Repetir solo mis errores') or Repaso. */
  source: 'exam' | 'review';
  /** The exam attempt it belongs to, when source is 'exam'. */
  attemptId?: string;
  /**
   * The version of the question it was given on (issue 48): the academy's published version the
   * device had laid over the bundle, 1 for the bundled baseline. Absent in events from older apps:
   * the server records those as the baseline (README, 'Content versions').
   */
  questionVersion?: number;
}

/** Epoch milliseconds of an event; NaN when `answeredAt` is not a date. */
export function eventTime(event: Pick<ReviewEvent, 'answeredAt'>): number {
  return Date.parse(event.answeredAt);
}

/**
 * Union of event logs by id (the first occurrence of an id wins: ids are made once per answer, so
 * equal ids are the same event), sorted by answer time and then by id. The order depends only on the
 * set of events, never on how the logs were interleaved, which is what makes replays converge.
 * Events whose time does not parse are kept (merging never loses data) but sorted last.
 */
export function mergeEvents(...logs: readonly (readonly ReviewEvent[])[]): ReviewEvent[] {
  const byId = new Map<string, { event: ReviewEvent; time: number }>();
  for (const log of logs) {
    for (const event of log) {
      if (byId.has(event.id)) continue;
      const time = eventTime(event);
      byId.set(event.id, { event, time: Number.isNaN(time) ? Number.POSITIVE_INFINITY : time });
    }
  }
  // Plain code-unit comparison of ids (not localeCompare): the order must be the same on every
  // device and server, whatever its locale.
  return [...byId.values()]
    .sort((a, b) => (a.time !== b.time ? (a.time < b.time ? -1 : 1) : a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0))
    .map((entry) => entry.event);
}

/** The bank as a map or a lookup function (`findQuestion` from the content fits as is). */
export type QuestionLookup =
  | ReadonlyMap<string, ScorableQuestion>
  | ((questionId: string) => ScorableQuestion | undefined);

function lookUp(questions: QuestionLookup, id: string): ScorableQuestion | undefined {
  return typeof questions === 'function' ? questions(id) : questions.get(id);
}

/**
 * The review events of a finished exam attempt: one per question given, at the attempt's finishedAt,
 * correct only when the selected set equals the correct set. A question left blank is a wrong answer
 * (issue 49): a student skips what they do not know, so a blank is evidence of not knowing it, exactly
 * as the exam's score counts it (scoring.ts). Treating blanks as no evidence let three exams at 4/10
 * with the misses left blank read as readiness 93 where the same misses answered wrong read 42.
 * Questions the bank no longer has are skipped (they cannot be scored or reviewed).
 * Ids are derived from (attempt, question), so replaying or importing the same attempt on two
 * devices yields the same events, which the merge and the server then store once.
 */
export function eventsFromAttempt(
  attempt: Pick<Attempt, 'id' | 'finishedAt' | 'answers'>,
  questions: QuestionLookup,
): ReviewEvent[] {
  const events: ReviewEvent[] = [];
  const seen = new Set<string>();
  for (const answer of attempt.answers) {
    const question = lookUp(questions, answer.questionId);
    if (!question || seen.has(answer.questionId)) continue;
    seen.add(answer.questionId);
    events.push({
      id: examEventId(attempt.id, answer.questionId),
      questionId: answer.questionId,
      correct: isCorrect(question, answer.selectedOptions),
      answeredAt: attempt.finishedAt,
      source: 'exam',
      attemptId: attempt.id,
    });
  }
  return events;
}

/** The id of the event for `questionId` in exam attempt `attemptId` (see `nameBasedId`). */
export function examEventId(attemptId: string, questionId: string): string {
  return nameBasedId(`naturalizacion-peru:exam-event:${JSON.stringify([attemptId, questionId])}`);
}

/**
 * A UUID-shaped id that is a pure function of `name` (version nibble 5, RFC 4122 variant), in the
 * spirit of a UUID v5. node:crypto is not available in shared code and SubtleCrypto is async, so the
 * 122 free bits come from cyrb128 (four interleaved 32-bit multiply-xorshift hashes of the UTF-16
 * code units): not cryptographic, which is fine because ids only need to be distinct and stable;
 * a collision among a student's few thousand events has probability ~1e-30.
 */
export function nameBasedId(name: string): string {
  const [h1, h2, h3, h4] = cyrb128(name);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  const a = hex(h1);
  const b = hex(h2);
  const c = hex(h3);
  const d = hex(h4);
  const version = `5${b.slice(5, 8)}`;
  const variant = ((parseInt(c.slice(0, 4), 16) & 0x3fff) | 0x8000).toString(16);
  return `${a}-${b.slice(0, 4)}-${version}-${variant}-${c.slice(4, 8)}${d}`;
}

/** cyrb128 by bryc (public domain): a fast 128-bit string hash as four 32-bit words. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

// ── How many events one POST carries (the server's maximum, the device's batch) ──
// Limits of the student's sync API that both sides read (issue 52 §4): the server refuses a batch
// above MAX_EVENTS_PER_POST, and the device's outbox sends EVENTS_PER_POST at a time. Here, beside the
// events and apart from the schemas (shared/sync-api.ts), so the PWA imports them without zod.
/**
 * Events a request may carry. Sized by the API's 16 KB body limit (MAX_BODY_BYTES, server/app.ts),
 * not chosen freely: an exam event with its attempt id and a time with an offset is about 200 bytes
 * of JSON, so 100 of them (18–20 KB) would be refused as too large, while 80 always fit.
 */
export const MAX_EVENTS_PER_POST = 80;

/**
 * Events the device sends per POST. The 80 above were sized for events without a question version,
 * as older apps send them; each event now carries its question's version (issue 48), about 20–27
 * bytes more: 70 of the largest fit in 16 KB, 80 would not.
 */
export const EVENTS_PER_POST = 70;
