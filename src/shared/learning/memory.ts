/**
 * The memory model: what the student remembers of each question and when to see it again, from
 * FSRS (ts-fsrs, pinned 5.4.2) replayed over the review log. A schedule is a pure function of the
 * merged log and the clock, so it is never stored or synced, only recomputed.
 *
 * Parameters: FSRS defaults (weights, 90 % retention, no fuzz, short-term steps on) except
 * `learning_steps: ['1m']`, the smallest change that meets the product rules (checked against the
 * library in test/shared/learning/memory.test.ts):
 * (a) a wrong answer anywhere (exam or Repaso) is due again the same day: Again puts a new or
 *     learning card on the 1-minute step, and a review card on the default 10-minute relearning step;
 * (b) a right answer in Repaso moves the question days ahead: with a single learning step Good
 *     graduates a new or learning card straight to review (1 day or more), and Good on a relearning
 *     card graduates too. The default ['1m', '10m'] would make Good a 10-minute step instead, so a
 *     right answer would come back the same day;
 * (c) a wrong answer in Repaso keeps the question in today's queue (due within minutes, as (a)).
 * `enable_short_term: false` (suggested in RESEARCH.md) was rejected: Again then schedules a whole
 * day ahead, which breaks (a) and (c).
 * Ratings: right → Good, wrong or unanswered → Again (the FSRS maintainers' advice for multiple choice).
 */
import { createEmptyCard, fsrs, forgetting_curve, Rating, State, type Card } from 'ts-fsrs';
import { eventTime, mergeEvents, type ReviewEvent } from './events';

export const SCHEDULER_PARAMETERS = { learning_steps: ['1m'] } as const;

const scheduler = fsrs({ learning_steps: [...SCHEDULER_PARAMETERS.learning_steps] });
const weights = scheduler.parameters.w;

const DAY_MS = 24 * 60 * 60 * 1000;

export type MemoryState = 'new' | 'learning' | 'review' | 'relearning';

const STATE_NAMES: Record<State, MemoryState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export interface QuestionMemory {
  questionId: string;
  /** When the question should be reviewed next. */
  due: Date;
  state: MemoryState;
  /** Answers replayed. */
  reps: number;
  /** Times a remembered question (state review) was answered wrong. */
  lapses: number;
  lastReview: Date;
  /** FSRS probability of recalling it at `now` (forgetting curve over fractional days since lastReview). */
  retrievability: number;
  /** FSRS stability (days for retrievability to fall to 90 %) and difficulty (1–10). */
  stability: number;
  difficulty: number;
  /** Answers replayed, and how many were right (all of them: exam and Repaso). */
  answers: number;
  correctAnswers: number;
}

export interface ScheduleOptions {
  /**
   * Question ids the bank knows; events for any other id (a question removed from the bank, or a
   * log from a newer version) are ignored. Without it every question id is scheduled.
   */
  knownQuestions?: ReadonlySet<string>;
}

/**
 * Replays the log (merged, so its order and duplicates do not matter) question by question and
 * returns each answered question's memory at `now`. Events whose time does not parse are skipped.
 * FSRS needs non-decreasing review times per card; the merge sorts them and two answers at the
 * same instant are replayed in id order at that instant (elapsed time zero), so nothing throws.
 * Events later than `now` (another device's clock ahead) are replayed too: they did happen.
 */
export function scheduleOf(events: readonly ReviewEvent[], now: Date | number, options: ScheduleOptions = {}): Map<string, QuestionMemory> {
  const at = toMillis(now);
  const cards = new Map<string, { card: Card; time: number; answers: number; correct: number }>();
  for (const event of mergeEvents(events)) {
    const time = eventTime(event);
    if (!Number.isFinite(time)) continue;
    if (options.knownQuestions && !options.knownQuestions.has(event.questionId)) continue;
    const entry = cards.get(event.questionId) ?? { card: createEmptyCard(new Date(time)), time, answers: 0, correct: 0 };
    const reviewAt = Math.max(time, entry.time);
    entry.card = scheduler.next(entry.card, new Date(reviewAt), event.correct ? Rating.Good : Rating.Again).card;
    entry.time = reviewAt;
    entry.answers += 1;
    if (event.correct) entry.correct += 1;
    cards.set(event.questionId, entry);
  }

  const memory = new Map<string, QuestionMemory>();
  for (const [questionId, { card, time, answers, correct }] of cards) {
    const elapsedDays = Math.max(0, (at - time) / DAY_MS);
    memory.set(questionId, {
      questionId,
      due: card.due,
      state: STATE_NAMES[card.state],
      reps: card.reps,
      lapses: card.lapses,
      lastReview: new Date(time),
      retrievability: forgetting_curve(weights, elapsedDays, card.stability),
      stability: card.stability,
      difficulty: card.difficulty,
      answers,
      correctAnswers: correct,
    });
  }
  return memory;
}

/** The end of the student's day for `now`; the default is the next local midnight of this runtime. */
export type EndOfDay = (now: Date) => Date;

export const endOfLocalDay: EndOfDay = (now) => {
  const end = new Date(now.getTime());
  end.setHours(24, 0, 0, 0);
  return end;
};

/** Whether the question is in today's queue: due before the end of the student's day. */
export function isDue(memory: Pick<QuestionMemory, 'due'>, now: Date | number, endOfDay: EndOfDay = endOfLocalDay): boolean {
  return memory.due.getTime() < endOfDay(new Date(toMillis(now))).getTime();
}

/**
 * Today's queue: the ids of questions due before the end of the student's day, most overdue first
 * (ties by id, so every device shows the same order).
 */
export function dueToday(memory: ReadonlyMap<string, QuestionMemory>, now: Date | number, endOfDay: EndOfDay = endOfLocalDay): string[] {
  const end = endOfDay(new Date(toMillis(now))).getTime();
  return [...memory.values()]
    .filter((m) => m.due.getTime() < end)
    .sort((a, b) => a.due.getTime() - b.due.getTime() || (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0))
    .map((m) => m.questionId);
}

function toMillis(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}
