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
 * Weights: FSRS's defaults unless the caller passes `weights`, the academy's own fitted set (issue 49
 * §5: `npm run admin -- fit-fsrs`, delivered to devices by GET /api/learning/fsrs-parameters).
 *
 * Days are the student's local days (local-days.ts; America/Lima unless the caller passes a zone).
 * ts-fsrs counts elapsed days between the UTC calendar dates of the instants it is given, and Lima's
 * UTC date turns at 19:00, so the replay hands it local wall times written as UTC instants (the local
 * date becomes the UTC date) and maps its due times back. The same answers at the same local times
 * then give the same intervals at any hour, and the recall probability counts whole local days too.
 *
 * The exam date (optional): with one set and not yet passed, no question is due after it. A question
 * last answered before the exam's last week whose interval reaches into or past that week is brought
 * forward to a day of it (spread by question id over its seven days, so the load does not pile up on
 * one day), so everything seen is reviewed at least once in the last week; one answered in the last
 * week is due the exam day at the latest. After the date the normal schedule resumes. Desired
 * retention stays FSRS's 0.9.
 */
import { createEmptyCard, fsrs, forgetting_curve, Rating, State, type Card, type FSRS } from 'ts-fsrs';
import { eventTime, mergeEvents, nameBasedId, type ReviewEvent } from './events';
import { isFsrsWeights, type FsrsWeights } from './fsrs-weights';
import { DEFAULT_TIME_ZONE, dayNumberOf, endOfLocalDayAt, fromWallTime, localDayNumber, startOfLocalDay, toWallTime } from './local-days';

export { isFsrsWeights, type FsrsWeights } from './fsrs-weights';

export const SCHEDULER_PARAMETERS = { learning_steps: ['1m'] } as const;

const defaultScheduler = fsrs({ learning_steps: [...SCHEDULER_PARAMETERS.learning_steps] });
/** FSRS's default weights (ts-fsrs), used until the academy activates a fitted set. */
export const DEFAULT_WEIGHTS: FsrsWeights = Object.freeze([...defaultScheduler.parameters.w]);

const schedulers = new Map<string, FSRS>();
/** The scheduler for a weight set (one per set, kept: the replay asks once per answer). */
export function schedulerFor(weights?: FsrsWeights | null): FSRS {
  if (!weights || !isFsrsWeights(weights)) return defaultScheduler;
  const key = weights.join(',');
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({ learning_steps: [...SCHEDULER_PARAMETERS.learning_steps], w: [...weights] });
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** The exam's last week: every question seen before it is reviewed at least once in it. */
export const EXAM_LAST_WEEK_DAYS = 7;

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
  /** FSRS probability of recalling it at `now` (forgetting curve over whole local days since lastReview). */
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
  /** The student's IANA time zone; default America/Lima. */
  timeZone?: string;
  /** The exam date the student set (YYYY-MM-DD, a local date): no question is due after it. */
  examDate?: string | null;
  /** The academy's active FSRS weights (fitted on its own log); default FSRS's. */
  weights?: FsrsWeights | null;
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
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const cards = new Map<string, Replayed>();
  for (const event of mergeEvents(events)) replayEvent(cards, event, eventTime(event), options.knownQuestions, timeZone, options.weights);
  const w = schedulerFor(options.weights).parameters.w;

  const today = localDayNumber(at, timeZone);
  const examDay = options.examDate ? dayNumberOf(options.examDate) : null;
  const memory = new Map<string, QuestionMemory>();
  for (const [questionId, entry] of cards) {
    const { card, time, answers, correct } = entry;
    const elapsedDays = Math.max(0, today - localDayNumber(time, timeZone));
    memory.set(questionId, {
      questionId,
      due: new Date(dueOn(questionId, entry, today, examDay, timeZone)),
      state: STATE_NAMES[card.state],
      reps: card.reps,
      lapses: card.lapses,
      lastReview: new Date(time),
      retrievability: forgetting_curve(w, elapsedDays, card.stability),
      stability: card.stability,
      difficulty: card.difficulty,
      answers,
      correctAnswers: correct,
    });
  }
  return memory;
}

/** One question's replay so far: its FSRS card and its last answer's time (epoch ms). */
export interface Replayed {
  card: Card;
  time: number;
  answers: number;
  correct: number;
  /** The card's due as an instant and the local day of its last answer: NaN until asked, then kept (replayByDay asks daily). */
  dueAt: number;
  lastDay: number;
}

/**
 * Replays one event (of a log in merge order) into `cards`; skipped when its time does not parse or
 * its question is not known. Returns whether it was the question's first answer.
 */
export function replayEvent(
  cards: Map<string, Replayed>,
  event: ReviewEvent,
  time: number,
  known: ReadonlySet<string> | undefined,
  timeZone: string,
  weights?: FsrsWeights | null,
): boolean {
  if (!Number.isFinite(time)) return false;
  if (known && !known.has(event.questionId)) return false;
  const existing = cards.get(event.questionId);
  const entry = existing ?? { card: createEmptyCard(new Date(toWallTime(time, timeZone))), time, answers: 0, correct: 0, dueAt: Number.NaN, lastDay: Number.NaN };
  const reviewAt = Math.max(time, entry.time);
  // FSRS sees local wall times (see the header), so its day counts are local days.
  entry.card = schedulerFor(weights).next(entry.card, new Date(toWallTime(reviewAt, timeZone)), event.correct ? Rating.Good : Rating.Again).card;
  entry.time = reviewAt;
  entry.dueAt = entry.lastDay = Number.NaN;
  entry.answers += 1;
  if (event.correct) entry.correct += 1;
  cards.set(event.questionId, entry);
  return !existing;
}

/** When a replayed question is due, seen from local day `today` (the exam date brings it forward). */
export function dueOn(questionId: string, entry: Replayed, today: number, examDay: number | null, timeZone: string): number {
  if (Number.isNaN(entry.dueAt)) {
    entry.dueAt = fromWallTime(entry.card.due.getTime(), timeZone);
    entry.lastDay = localDayNumber(entry.time, timeZone);
  }
  return examDay !== null && today <= examDay ? Math.min(entry.dueAt, latestBeforeExam(questionId, entry.lastDay, examDay, timeZone)) : entry.dueAt;
}

/** What the replay knew at the end of one local day. */
export interface DayOfReplay {
  /** The local day number (local-days.ts). */
  day: number;
  /** Answers given that day (every event with that local date, whatever its question). */
  answers: number;
  /** Known questions answered for the first time that day (they count towards its new share). */
  firstAnswers: number;
  /** Known questions answered by the end of the day. */
  answered: number;
  /** Known questions due before the end of the day, after that day's answers: what was left of its queue. */
  due: number;
  /** Answers to known questions given that day (what works towards its goal). */
  knownAnswers: number;
  /** Known questions answered before the day started. */
  answeredAtStart: number;
  /** Known questions due before the end of the day as it started (before its answers): its fixed queue. */
  dueAtStart: number;
}

/**
 * The log replayed once, with what each local day from `fromDay` to `toDay` ended with (the study
 * streak asks each past day whether its goal was met). The same replay as scheduleOf, stopped at each
 * midnight: the last day's figures are the ones scheduleOf gives at its end. Costs one FSRS step per
 * event plus one look at each answered question per day (600 questions × a year is well under a
 * million comparisons); events after `toDay` are left out.
 */
export function replayByDay(events: readonly ReviewEvent[], fromDay: number, toDay: number, options: ScheduleOptions = {}): DayOfReplay[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const examDay = options.examDate ? dayNumberOf(options.examDate) : null;
  const cards = new Map<string, Replayed>();
  const days: DayOfReplay[] = [];
  const empty = () => ({ answers: 0, firstAnswers: 0, knownAnswers: 0, answeredAtStart: 0, dueAtStart: 0 });
  let current = empty();
  let day = Number.NEGATIVE_INFINITY;
  const dueBy = (d: number) => {
    const end = startOfLocalDay(d + 1, timeZone);
    let due = 0;
    for (const [questionId, entry] of cards) if (dueOn(questionId, entry, d, examDay, timeZone) < end) due += 1;
    return due;
  };
  /** Closes the days before `next`: those in range get their figures (a day without answers starts as it ends). */
  const closeUntil = (next: number) => {
    for (let d = Math.max(day, fromDay); d < next && d <= toDay; d += 1) {
      const due = dueBy(d);
      const own = d === day ? current : { ...empty(), answeredAtStart: cards.size, dueAtStart: due };
      days.push({ day: d, answers: own.answers, firstAnswers: own.firstAnswers, knownAnswers: own.knownAnswers, answered: cards.size, due, answeredAtStart: own.answeredAtStart, dueAtStart: own.dueAtStart });
    }
    day = next;
    current = empty();
    // The day's queue as it starts, before its answers: its goal is fixed then (the study streak).
    if (next >= fromDay && next <= toDay) {
      current.answeredAtStart = cards.size;
      current.dueAtStart = dueBy(next);
    }
  };
  for (const event of mergeEvents(events)) {
    const time = eventTime(event);
    if (!Number.isFinite(time)) continue;
    const eventDay = localDayNumber(time, timeZone);
    if (eventDay > toDay) break;
    if (eventDay !== day) closeUntil(eventDay);
    current.answers += 1;
    if (!options.knownQuestions || options.knownQuestions.has(event.questionId)) current.knownAnswers += 1;
    if (replayEvent(cards, event, time, options.knownQuestions, timeZone, options.weights)) current.firstAnswers += 1;
  }
  closeUntil(toDay + 1);
  return days;
}

/**
 * The latest a question last answered on local day `lastDay` may be due with the exam on `examDay`:
 * answered before the exam's last week, a day of that week (which one spread by the question's id);
 * answered in it, the exam day itself (a last look that morning, never after). Unlimited once the
 * exam day has been answered on.
 */
function latestBeforeExam(questionId: string, lastDay: number, examDay: number, timeZone: string): number {
  if (lastDay >= examDay) return Number.POSITIVE_INFINITY;
  const weekStart = examDay - EXAM_LAST_WEEK_DAYS;
  const day = lastDay >= weekStart ? examDay : weekStart + (spreadOf(questionId) % EXAM_LAST_WEEK_DAYS);
  return startOfLocalDay(day, timeZone);
}

/** A stable small number per question id, the same on every device and the server. */
function spreadOf(questionId: string): number {
  return parseInt(nameBasedId(`naturalizacion-peru:exam-spread:${questionId}`).slice(0, 8), 16);
}

/** The end of the student's day for `now`. */
export type EndOfDay = (now: Date) => Date;

/** The end of the local day in `timeZone` (the next local midnight). */
export function endOfDayIn(timeZone: string = DEFAULT_TIME_ZONE): EndOfDay {
  return (now) => new Date(endOfLocalDayAt(now.getTime(), timeZone));
}

/** The end of the day in Lima (the default 'today' of isDue and dueToday). */
export const endOfLocalDay: EndOfDay = endOfDayIn(DEFAULT_TIME_ZONE);

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
