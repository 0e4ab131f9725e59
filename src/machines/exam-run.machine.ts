/**
 * One exam run, from opening the exam to its stored result. The rules live here rather than in the
 * screen so they can be tested without a browser: selections (as many as the question has correct
 * answers, a further one refused with a notice, never one dropped), free movement (a half-answered
 * several-answer question is shown incomplete, never blocks), the wall-clock deadline that keeps running while the app is closed,
 * questions flagged for review, a checkpoint after every change so a reload resumes the run where it
 * was, and one browser tab at a time writing it (another tab says so and may take it over).
 *
 * Effects are named and swappable with `machine.provide()`: `loadRun` and `submitAttempt` (IndexedDB
 * through lib/storage/indexed-db.ts), `ticker` (an interval), `ownership` (which browser tab may write the run:
 * claimRun, at the end of this module), `persistRun` / `discardRun` (checkpoint writes). Time
 * comes from the injected clock only (`createExamRunMachine({ clock })`), so a test can jump
 * 30 minutes by moving its clock. A run belongs to the student who takes it (input `studentId`): its
 * checkpoint and its attempt are stored as theirs, so on a shared phone nobody else resumes or sees it.
 */
import { assign, fromCallback, fromPromise, not, sendTo, setup } from 'xstate';
import { SERIES_LIST, findExam, isMistakesExam, mistakesExamId, sourceExamOf, type Exam } from '../content/exam-catalog';
import { loadQuestionsOf } from '../content/exam-questions';
import type { Question } from '../content/types';
import { applyQuestionChange, type QuestionChange } from '../content/content-versions';
import { readyOverlay } from '../lib/content/content-overlay';
import type { StudentId } from '../lib/storage/local-store';
import * as storage from '../lib/storage/indexed-db';
import type { Attempt, SavedRun } from '../shared/attempt';
import { optionIndex, scoreAnswers } from '../shared/scoring';
import { countOf } from '../shared/spanish-format';
export type Clock = () => number;

/** How often the countdown refreshes. */
export const TICK_INTERVAL_MS = 1000;
/** Under this many seconds left the countdown turns red. */
export const LOW_TIME_SECONDS = 300;
const MINUTE_MS = 60_000;

/** The exam list a run leads back to: its series' list (a simulacro's: its start screen, which shows the run). */
export type ExitTarget = (typeof SERIES_LIST)[keyof typeof SERIES_LIST];

/**
 * The checkpoint this machine saves: the run plus the questions the student flagged for review and
 * the questions it began with. Both stay on the device (the attempt sent to the server is unchanged);
 * a run saved before flags existed has none.
 */
export interface RunCheckpoint extends SavedRun {
  /** Question ids flagged 'Marcar para revisar', in exam order. */
  flagged: string[];
  /**
   * The questions the run began with, in exam order: a rebuild of the exams (content/exam-sets.ts)
   * while it is open does not change them, and its attempt answers that earlier version. For a
   * mistakes exam (one id for every set of mistakes of an exam) it also tells whether the checkpoint
   * belongs to the set the student opens now.
   */
  questionIds: string[];
  /**
   * The academy's published corrections (issue 48) the run began with, by question id: a run keeps
   * them whatever is published while it is open. Absent in runs saved before content versions.
   */
  overlaid?: Record<string, QuestionChange>;
  /** The device's content version when the run began (issue 48 §4): its attempt is scored as of it. */
  contentVersion?: number;
}

/** What `loadRun` finds: the exam with its questions and the run saved for it, if any. */
export interface LoadedRun {
  exam: Exam;
  questions: Question[];
  saved: SavedRun | null;
  /** The corrections laid over `questions` (see RunCheckpoint.overlaid); none when absent. */
  overlaid?: Record<string, QuestionChange>;
  /** See RunCheckpoint.contentVersion; 0 or absent: the bundled questions. */
  contentVersion?: number;
}

/** What `submitAttempt` needs to turn the run into a stored attempt. */
export interface SubmitInput {
  studentId: StudentId;
  examId: string;
  attemptId: string;
  startedAt: number;
  deadline: number;
  questions: Question[];
  answers: Record<string, string[]>;
  /** The content version the run began with (RunCheckpoint.contentVersion). */
  contentVersion?: number;
}

export interface ExamRunInput {
  /** Whose run it is: the signed-in student. */
  studentId: StudentId;
  examId: string;
  /** loadExamRun()'s answer when a route loader read it already; undefined: the machine loads. */
  preloaded?: LoadedRun | null;
}

export interface ExamRunContext {
  studentId: StudentId;
  /** The id asked for; once loaded, the exam's own id (e.g. 'complementario-3' → 'complementario-03'). */
  examId: string;
  /** Until the run starts: what the route loader read (see ExamRunInput). */
  preloaded?: LoadedRun | null;
  /** Where leaving by 'Salir' leads (either way: kept or discarded). */
  exitTo: ExitTarget;
  exam: Exam | null;
  questions: Question[];
  attemptId: string;
  /** Epoch ms, wall clock. */
  startedAt: number;
  deadline: number;
  /** Clock reading at the last tick (drives the countdown). */
  now: number;
  /** Index of the question on screen. */
  current: number;
  /** Selected option ids per question id, oldest first; absent = unanswered. */
  answers: Record<string, string[]>;
  /** Question ids flagged for review, in exam order. */
  flagged: string[];
  /** The published corrections the run's questions carry (RunCheckpoint.overlaid). */
  overlaid: Record<string, QuestionChange>;
  /** The content version the run began with (RunCheckpoint.contentVersion); 0: none. */
  contentVersion: number;
  /**
   * Whether this tab holds the run (the `ownership` actor said so). Until it does, the student can
   * already answer (no tap lost while the tab asks), but nothing is written: the run may be another
   * tab's, which would then be overwritten with this tab's older copy.
   */
  owned: boolean;
  /** Why the last tap on an option changed nothing (the question has all its selections). */
  notice: string | null;
  /** The stored result, once submitted. */
  attempt: Attempt | null;
  /** Why the result could not be saved (state saveFailed). */
  error: string | null;
}

export type ExamRunEvent =
  | { type: 'SELECT'; optionId: string }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'FINISH' }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM_FINISH' }
  | { type: 'EXIT' }
  | { type: 'STAY' }
  /** 'Salir sin Guardar': leave and discard the run. */
  | { type: 'LEAVE' }
  /** 'Salir y continuar después': leave; the run stays saved and its clock keeps running. */
  | { type: 'SUSPEND' }
  | { type: 'TICK' }
  | { type: 'RETRY' }
  | { type: 'TOGGLE_FLAG' }
  /** From the finish dialog: back to a question (a flagged one) instead of finishing. */
  | { type: 'REVIEW'; index: number }
  /** From the `ownership` actor: this tab may write the run / another tab holds it. */
  | { type: 'OWNED' }
  | { type: 'TAKEN' }
  /** 'Continuar aquí': take the run over from the other tab. */
  | { type: 'TAKE_OVER' };

const options = (n: number) => countOf(n, 'opción', 'opciones');

/** Said when a tap on one more option is refused because the question has all its selections. */
export function fullSelectionNotice(required: number): string {
  return `Ya elegiste ${options(required)}. Quita una para cambiarla.`;
}

/** How many options a question needs: as many as it has correct answers. */
export function required(question: Question): number {
  return question.correct.length;
}

/**
 * True when a tap on `optionId` must change nothing: a several-answer question that already has as
 * many selections as it asks for, and the option is not one of them. Nothing is ever dropped silently:
 * the student removes one first (and is told so).
 */
export function selectionFull(selected: readonly string[], optionId: string, requiredCount: number): boolean {
  return requiredCount > 1 && !selected.includes(optionId) && selected.length >= requiredCount;
}

/**
 * The selection after clicking `optionId`: a single-answer question replaces it; a several-answer
 * question toggles it, up to `required` selections (selectionFull: a further one is refused).
 */
export function applySelection(selected: readonly string[], optionId: string, requiredCount: number): string[] {
  if (requiredCount <= 1) return [optionId];
  if (selected.includes(optionId)) return selected.filter((s) => s !== optionId);
  if (selected.length >= requiredCount) return [...selected];
  return [...selected, optionId];
}

/** The attempt a run becomes when it is submitted at `finishedAt` (epoch ms). */
export function buildAttempt(input: SubmitInput, finishedAt: number): Attempt {
  const answers = input.questions.map((q) => ({
    questionId: q.id,
    selectedOptions: [...(input.answers[q.id] ?? [])].sort(),
  }));
  const score = scoreAnswers(input.questions, answers);
  return {
    id: input.attemptId,
    examId: input.examId,
    startedAt: new Date(input.startedAt).toISOString(),
    finishedAt: new Date(finishedAt).toISOString(),
    answers,
    score: score.percent,
    correct: score.correct,
    total: score.total,
    ...(input.contentVersion ? { contentVersion: input.contentVersion } : {}),
  };
}

/** The checkpoint saved after every change. */
export function savedRunOf(context: ExamRunContext): RunCheckpoint {
  const { examId, attemptId, startedAt, deadline, current, answers, flagged, questions, overlaid, contentVersion } = context;
  const kept = { ...(Object.keys(overlaid).length > 0 ? { overlaid } : {}), ...(contentVersion > 0 ? { contentVersion } : {}) };
  return { examId, attemptId, startedAt, deadline, current, answers, flagged, questionIds: questions.map((q) => q.id), ...kept };
}

/**
 * The questions a saved run began with: its `questionIds`, or for a run saved before they were kept,
 * the questions it has answers to (read defensively: the checkpoint may come from an older version).
 */
function questionIdsOf(saved: SavedRun): string[] {
  const ids: unknown = (saved as Partial<RunCheckpoint>).questionIds;
  if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return ids;
  return Object.entries(saved.answers).filter(([, selected]) => selected.length > 0).map(([id]) => id);
}

/** The flags a saved run carries, read defensively (older runs have none). */
function flaggedOf(saved: SavedRun): string[] {
  const flagged: unknown = (saved as Partial<RunCheckpoint>).flagged;
  return Array.isArray(flagged) ? flagged.filter((id): id is string => typeof id === 'string') : [];
}

/** The list of the exam's series (a mistakes exam: its source's); an unknown id, the principal list. */
function exitTargetOf(examId: string): ExitTarget {
  return SERIES_LIST[sourceExamOf(examId)?.series ?? 'principal'];
}

function messageOf(error: unknown): string {
  return error instanceof storage.StorageFullError
    ? error.message
    : 'No se pudo guardar el resultado del examen. Inténtalo de nuevo.';
}

function selectionOf(context: ExamRunContext, question: Question | undefined): string[] {
  return question ? (context.answers[question.id] ?? []) : [];
}

/** A several-answer question with some but not all of its selections: answered, yet incomplete. */
export function isIncomplete(question: Question, selected: readonly string[] | undefined): boolean {
  const count = selected?.length ?? 0;
  return count > 0 && count < required(question);
}

/** The context once a run is loaded: a saved run resumes as it was, otherwise a new one starts now. */
function startOrResume(context: ExamRunContext, loaded: LoadedRun, now: number): ExamRunContext {
  const { exam, questions, saved, overlaid = {}, contentVersion = 0 } = loaded;
  const base = { ...context, examId: exam.id, exam, questions, overlaid, contentVersion, now, notice: null };
  if (!saved) {
    return { ...base, attemptId: crypto.randomUUID(), startedAt: now, deadline: now + exam.timeLimit * MINUTE_MS, current: 0, answers: {}, flagged: [] };
  }
  // The bank may have changed since the run was saved: keep only answers to this exam's questions.
  const ids = new Set(questions.map((q) => q.id));
  const answers = Object.fromEntries(Object.entries(saved.answers).filter(([id, sel]) => ids.has(id) && sel.length > 0));
  const marked = new Set(flaggedOf(saved));
  const flagged = questions.filter((q) => marked.has(q.id)).map((q) => q.id);
  const current = Math.min(Math.max(0, saved.current), Math.max(0, questions.length - 1));
  return { ...base, attemptId: saved.attemptId, startedAt: saved.startedAt, deadline: saved.deadline, current, answers, flagged };
}

export interface ExamRunDeps {
  /** Wall clock in epoch ms (default Date.now). */
  clock?: Clock;
}

/**
 * The exam, its questions and the student's run saved for it (null: no such exam). Also a route
 * loader's job. A mistakes exam ('errores-…') is made of `questionIds`, the ones the result page sent
 * (none: the ones of its saved run, as when another tab hands the run over).
 */
export async function loadExamRun(studentId: StudentId, examId: string, questionIds: readonly string[] = []): Promise<LoadedRun | null> {
  if (!isMistakesExam(examId)) {
    const listed = findExam(examId);
    if (!listed) return null;
    const saved = await savedRun(studentId, listed.id);
    // A run begun before the exams were rebuilt resumes with the questions it began with (the
    // exams' history loads only for a run that is not on today's questions).
    const savedIds = saved ? questionIdsOf(saved) : [];
    const current = savedIds.every((id) => listed.questionIds.includes(id));
    const exam = current ? listed : ((await import('../content/exam-versions')).examOfRun(listed.id, savedIds) ?? listed);
    return { exam, saved, ...(await withCorrections(await loadQuestionsOf(exam), saved)) };
  }
  const saved = await savedRun(studentId, mistakesExamId(examId));
  const savedIds = saved ? questionIdsOf(saved) : [];
  const { examOfRun } = await import('../content/exam-versions');
  const exam = examOfRun(examId, questionIds.length > 0 ? questionIds : savedIds);
  if (!exam) return null;
  // An unfinished run of an earlier result's mistakes is another exam: this one starts afresh.
  const same = savedIds.length === 0 || savedIds.join() === exam.questionIds.join();
  const kept = same ? saved : null;
  return { exam, saved: kept, ...(await withCorrections(await loadQuestionsOf(exam), kept)) };
}

/**
 * The exam's questions with the academy's corrections (issue 48): a saved run keeps the ones it began
 * with (none for a run saved before corrections existed); a new run takes those published now.
 */
async function withCorrections(
  bundled: Question[],
  saved: SavedRun | null,
): Promise<{ questions: Question[]; overlaid: Record<string, QuestionChange>; contentVersion: number }> {
  let overlaid: Record<string, QuestionChange>;
  let contentVersion: number;
  if (saved) {
    overlaid = overlaidOf(saved);
    const kept: unknown = (saved as Partial<RunCheckpoint>).contentVersion;
    contentVersion = typeof kept === 'number' && Number.isSafeInteger(kept) && kept > 0 ? kept : 0;
  } else {
    const overlay = await readyOverlay();
    overlaid = Object.fromEntries(bundled.flatMap((q) => (overlay.questions[q.id] ? [[q.id, overlay.questions[q.id]]] : [])));
    contentVersion = overlay.version;
  }
  return { questions: bundled.map((q) => (overlaid[q.id] ? applyQuestionChange(q, overlaid[q.id]) : q)), overlaid, contentVersion };
}

/** The corrections a saved run carries, read defensively (older runs have none). */
function overlaidOf(saved: SavedRun): Record<string, QuestionChange> {
  const value: unknown = (saved as Partial<RunCheckpoint>).overlaid;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, QuestionChange] => {
        const change = entry[1] as Partial<QuestionChange> | null;
        return !!change && typeof change.text === 'string' && Array.isArray(change.options) && Array.isArray(change.correct) && typeof change.version === 'number';
      },
    ),
  );
}

/**
 * The one way a run becomes an attempt (the exam screen's submit, and a run graded after its deadline
 * while the app was closed: expired-runs.ts): stored on the device for the outbox, then the run goes.
 */
export async function storeAttempt(input: SubmitInput, finishedAt: number): Promise<Attempt> {
  const attempt = buildAttempt(input, finishedAt);
  await storage.saveAttempt(input.studentId, attempt);
  // The attempt is safe; a checkpoint left behind would only be resumed into a finished run.
  await storage.deleteRun(input.studentId, input.examId).catch(() => undefined);
  return attempt;
}

/** An unreadable checkpoint must not keep the student out of the exam: it starts afresh. */
async function savedRun(studentId: StudentId, examId: string): Promise<SavedRun | null> {
  return (await storage.loadRun(studentId, examId).catch(() => undefined)) ?? null;
}

export function createExamRunMachine({ clock = Date.now }: ExamRunDeps = {}) {
  return setup({
    types: {
      context: {} as ExamRunContext,
      events: {} as ExamRunEvent,
      input: {} as ExamRunInput,
    },
    actors: {
      loadRun: fromPromise<LoadedRun | null, { studentId: StudentId; examId: string; questionIds: string[] }>(({ input }) =>
        loadExamRun(input.studentId, input.examId, input.questionIds),
      ),
      // Submitted after the deadline (e.g. reopened the next day): the exam ended at its deadline.
      submitAttempt: fromPromise<Attempt, SubmitInput>(({ input }) => storeAttempt(input, Math.min(clock(), input.deadline))),
      ticker: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'TICK' }), TICK_INTERVAL_MS);
        return () => clearInterval(id);
      }),
      /** Holds the run for this tab while it runs: OWNED / TAKEN as that changes; TAKE_OVER steals it. */
      ownership: fromCallback<{ type: 'TAKE_OVER' }, { name: string }>(({ input, sendBack, receive }) => {
        const claim = claimRun(input.name, (ownership) => sendBack({ type: ownership === 'owned' ? 'OWNED' : 'TAKEN' }));
        receive(() => claim.takeOver());
        return () => claim.release();
      }),
    },
    actions: {
      /**
       * The attempt is stored on the device: whoever creates the machine says what sends it (the
       * exam page nudges the attempts outbox, through provide()); the machine knows no outbox.
       */
      attemptStored: () => undefined,
      recordNow: assign({ now: () => clock() }),
      select: assign(({ context }, params: { optionId: string }) => {
        const question = context.questions[context.current];
        const index = optionIndex(params.optionId);
        if (!question || index < 0 || index >= question.options.length) return {};
        const selection = applySelection(selectionOf(context, question), params.optionId, required(question));
        const answers = { ...context.answers };
        if (selection.length > 0) answers[question.id] = selection;
        else delete answers[question.id];
        return { answers, notice: null };
      }),
      refuseSelection: assign(({ context }) => {
        const question = context.questions[context.current];
        return { notice: question ? fullSelectionNotice(required(question)) : null };
      }),
      toggleFlag: assign(({ context }) => {
        const question = context.questions[context.current];
        if (!question) return {};
        const marked = new Set(context.flagged);
        if (marked.has(question.id)) marked.delete(question.id);
        else marked.add(question.id);
        return { flagged: context.questions.filter((q) => marked.has(q.id)).map((q) => q.id) };
      }),
      goTo: assign((_, params: { index: number }) => ({ current: params.index, notice: null })),
      clearMessages: assign({ notice: null }),
      takeOver: sendTo('ownership', { type: 'TAKE_OVER' }),
      persistRun: ({ context }) => {
        if (!context.owned) return;
        // A failed checkpoint only costs resuming after a reload; the finished attempt, which
        // matters, reports its own errors (saveFailed).
        void storage.saveRun(context.studentId, savedRunOf(context)).catch(() => undefined);
      },
      discardRun: ({ context }) => {
        if (!context.owned) return;
        void storage.deleteRun(context.studentId, context.examId).catch(() => undefined);
      },
      own: assign({ owned: true }),
    },
    guards: {
      deadlinePassed: ({ context }) => clock() >= context.deadline,
      selectionFull: ({ context }, params: { optionId: string }) => {
        const question = context.questions[context.current];
        return !!question && selectionFull(selectionOf(context, question), params.optionId, required(question));
      },
      hasAnswers: ({ context }) => context.questions.some((q) => selectionOf(context, q).length > 0),
      isFirst: ({ context }) => context.current <= 0,
      isLast: ({ context }) => context.current >= context.questions.length - 1,
      /** GOTO to the question on screen or out of range: nothing to do. */
      notAnotherQuestion: ({ context }, params: { index: number }) =>
        !(Number.isInteger(params.index) && params.index >= 0 && params.index < context.questions.length) ||
        params.index === context.current,
    },
  }).createMachine({
    id: 'examRun',
    context: ({ input }) => ({
      studentId: input.studentId,
      examId: input.examId,
      preloaded: input.preloaded,
      exitTo: exitTargetOf(input.examId),
      exam: null,
      questions: [],
      attemptId: '',
      startedAt: 0,
      deadline: 0,
      now: 0,
      current: 0,
      answers: {},
      flagged: [],
      overlaid: {},
      contentVersion: 0,
      owned: false,
      notice: null,
      attempt: null,
      error: null,
    }),
    initial: 'checking',
    states: {
      /** What the route loader already read (loadExamRun) starts the run at once: no spinner. */
      checking: {
        always: [
          { guard: ({ context }) => context.preloaded === null, target: 'notFound' },
          {
            guard: ({ context }) => context.preloaded !== undefined,
            target: 'starting',
            actions: assign(({ context }) => ({ ...startOrResume(context, context.preloaded!, clock()), preloaded: undefined })),
          },
          { target: 'loading' },
        ],
      },
      loading: {
        invoke: {
          src: 'loadRun',
          input: ({ context }) => ({ studentId: context.studentId, examId: context.examId, questionIds: context.questions.map((q) => q.id) }),
          onDone: [
            { guard: ({ event }) => event.output === null, target: 'notFound' },
            {
              target: 'starting',
              actions: assign(({ context, event }) => (event.output ? startOrResume(context, event.output, clock()) : {})),
            },
          ],
          onError: { target: 'notFound' },
        },
      },
      /** Decides between resuming and submitting a run whose deadline passed while the app was closed. */
      starting: {
        always: [{ guard: 'deadlinePassed', target: 'submitting' }, { target: 'running' }],
      },
      running: {
        invoke: [
          { src: 'ticker' },
          { src: 'ownership', id: 'ownership', input: ({ context }) => ({ name: runLockName(context.studentId, context.examId) }) },
        ],
        on: {
          TICK: [{ guard: 'deadlinePassed', target: 'submitting', actions: 'recordNow' }, { actions: 'recordNow' }],
          // This tab holds the run: from now on it writes it (the state so far first).
          OWNED: { actions: ['own', 'persistRun'] },
          // Another tab holds it, or took it over: this one stops writing it (no checkpoint, no submit).
          TAKEN: { target: '.elsewhere', actions: [assign({ owned: false }), 'clearMessages'] },
        },
        initial: 'answering',
        states: {
          answering: {
            on: {
              SELECT: [
                {
                  guard: { type: 'selectionFull', params: ({ event }) => ({ optionId: event.optionId }) },
                  actions: 'refuseSelection',
                },
                { actions: [{ type: 'select', params: ({ event }) => ({ optionId: event.optionId }) }, 'persistRun'] },
              ],
              TOGGLE_FLAG: { actions: ['toggleFlag', 'persistRun'] },
              NEXT: [
                { guard: 'isLast' },
                { actions: [{ type: 'goTo', params: ({ context }) => ({ index: context.current + 1 }) }, 'persistRun'] },
              ],
              PREV: [
                { guard: 'isFirst' },
                { actions: [{ type: 'goTo', params: ({ context }) => ({ index: context.current - 1 }) }, 'persistRun'] },
              ],
              GOTO: [
                { guard: { type: 'notAnotherQuestion', params: ({ event }) => ({ index: event.index }) } },
                { actions: [{ type: 'goTo', params: ({ event }) => ({ index: event.index }) }, 'persistRun'] },
              ],
              FINISH: [
                { guard: not('hasAnswers') },
                { target: 'confirmingFinish', actions: 'clearMessages' },
              ],
              EXIT: { target: 'confirmingExit' },
            },
          },
          confirmingFinish: {
            on: {
              CONTINUE: 'answering',
              CONFIRM_FINISH: '#examRun.submitting',
              // Back to a flagged or incomplete question.
              REVIEW: [
                { guard: { type: 'notAnotherQuestion', params: ({ event }) => ({ index: event.index }) }, target: 'answering' },
                { target: 'answering', actions: [{ type: 'goTo', params: ({ event }) => ({ index: event.index }) }, 'persistRun'] },
              ],
              // Leaving the screen (the browser's back) while this dialog is open asks about leaving.
              EXIT: 'confirmingExit',
            },
          },
          confirmingExit: {
            on: {
              STAY: 'answering',
              LEAVE: { target: '#examRun.exited', actions: 'discardRun' },
              // The checkpoint is already saved: the run waits on the device, its clock running.
              SUSPEND: '#examRun.exited',
            },
          },
          /** Another tab holds the run: this one shows so and waits for 'Continuar aquí'. */
          elsewhere: {
            on: { TICK: { actions: 'recordNow' }, TAKE_OVER: 'takingOver' },
          },
          takingOver: {
            entry: 'takeOver',
            on: { TICK: { actions: 'recordNow' }, OWNED: { target: 'reloading', actions: 'own' } },
          },
          /** The other tab may have moved on: continue from what it saved, not from this tab's copy. */
          reloading: {
            on: { TICK: { actions: 'recordNow' } },
            invoke: {
              src: 'loadRun',
              input: ({ context }) => ({ studentId: context.studentId, examId: context.examId, questionIds: context.questions.map((q) => q.id) }),
              onDone: [
                { guard: ({ event }) => event.output === null, target: '#examRun.notFound' },
                {
                  target: 'resuming',
                  actions: assign(({ context, event }) => (event.output ? startOrResume(context, event.output, clock()) : {})),
                },
              ],
              onError: { target: 'answering', actions: 'persistRun' },
            },
          },
          resuming: {
            always: [{ guard: 'deadlinePassed', target: '#examRun.submitting' }, { target: 'answering', actions: 'persistRun' }],
          },
        },
      },
      submitting: {
        invoke: {
          src: 'submitAttempt',
          input: ({ context }) => ({
            studentId: context.studentId,
            examId: context.examId,
            attemptId: context.attemptId,
            startedAt: context.startedAt,
            deadline: context.deadline,
            questions: context.questions,
            answers: context.answers,
            contentVersion: context.contentVersion,
          }),
          onDone: { target: 'submitted', actions: [assign({ attempt: ({ event }) => event.output, error: null }), 'attemptStored'] },
          onError: { target: 'saveFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        },
      },
      /** The result could not be stored (e.g. the device is full); the run is still saved. */
      saveFailed: {
        on: { RETRY: 'submitting' },
      },
      submitted: { type: 'final' },
      exited: { type: 'final' },
      notFound: { type: 'final' },
    },
  });
}

export const examRunMachine = createExamRunMachine();

export type ExamRunMachine = ReturnType<typeof createExamRunMachine>;

/** Anything with the machine's context: a snapshot, or `useSelector`'s argument. */
interface ExamRunView {
  context: ExamRunContext;
}

export function currentQuestion(snapshot: ExamRunView): Question | undefined {
  return snapshot.context.questions[snapshot.context.current];
}

/**
 * A question counts as answered ('N/10 respondidas') once it has all the options it needs: a
 * several-answer question with 2 of its 3 chosen is incomplete, not answered (issue 50 §9).
 */
export function isAnswered(snapshot: ExamRunView, questionId: string): boolean {
  const question = snapshot.context.questions.find((q) => q.id === questionId);
  const count = snapshot.context.answers[questionId]?.length ?? 0;
  return question ? count >= required(question) : count > 0;
}

export function answeredCount(snapshot: ExamRunView): number {
  return snapshot.context.questions.filter((q) => isAnswered(snapshot, q.id)).length;
}

/** Whole seconds left before the deadline, as of the last tick (0 before the run is loaded). */
export function remainingSeconds(snapshot: ExamRunView): number {
  return Math.max(0, Math.ceil((snapshot.context.deadline - snapshot.context.now) / 1000));
}

export function isLowTime(snapshot: ExamRunView): boolean {
  return remainingSeconds(snapshot) < LOW_TIME_SECONDS;
}

/** Positions (0-based) of the questions flagged for review, in exam order. */
export function flaggedIndexes(snapshot: ExamRunView): number[] {
  const marked = new Set(snapshot.context.flagged);
  return snapshot.context.questions.flatMap((q, i) => (marked.has(q.id) ? [i] : []));
}

/** Positions (0-based) of the several-answer questions left with too few selections. */
export function incompleteIndexes(snapshot: ExamRunView): number[] {
  return snapshot.context.questions.flatMap((q, i) => (isIncomplete(q, snapshot.context.answers[q.id]) ? [i] : []));
}

// ── Which browser tab owns a run (the ownership actor's Web Lock) ──
/*
 * Which browser tab owns an exam run. Every tab showing a run writes its checkpoint after each change,
 * so two tabs of the same exam would undo each other (the last write wins: one tab's 'Salir' undone by
 * the other's next answer). A run is therefore written only by the tab holding its Web Lock, held for
 * the run's life; another tab opening it learns the run is taken, and may take it over (`steal`), which
 * the first tab notices when its lock is withdrawn.
 *
 * Without Web Locks (older browsers, jsdom, the build's prerender) every tab simply owns its run, as
 * before. The machine reaches this through its `ownership` actor, which tests replace.
 */
export type Ownership = 'owned' | 'elsewhere';

export interface RunClaim {
  /** Takes the run over from the tab holding it; that tab is then told 'elsewhere'. */
  takeOver(): void;
  /** Lets the run go (the exam ended or left the screen); reports nothing more. */
  release(): void;
}

/** The lock's name for a student's run of an exam: per student, as the run itself is (lib/storage/indexed-db.ts). */
export function runLockName(studentId: number, examId: string): string {
  return `naturalizacion-peru:exam-run:${studentId}:${examId}`;
}

/**
 * This tab's last lock request per name (per lock manager: one per tab). A new claim waits for the
 * previous one of this same tab to settle: React's StrictMode (and reopening an exam at once) starts a
 * second claim before the first has let its lock go, and without waiting the tab would find its run
 * "open in another tab": itself.
 */
const lastRequests = new WeakMap<LockManager, Map<string, Promise<unknown>>>();

function lastRequestsOf(locks: LockManager): Map<string, Promise<unknown>> {
  let requests = lastRequests.get(locks);
  if (!requests) {
    requests = new Map();
    lastRequests.set(locks, requests);
  }
  return requests;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function defaultLocks(): LockManager | null {
  return (typeof navigator === 'undefined' ? undefined : navigator.locks) ?? null;
}

/**
 * Claims a run for this tab; `report` hears whether it is this tab's or another's, and every change.
 * `locks`: the tab's Web Locks (default navigator.locks); null when there are none.
 */
export function claimRun(name: string, report: (ownership: Ownership) => void, locks: LockManager | null = defaultLocks()): RunClaim {
  if (!locks) {
    report('owned');
    return { takeOver: () => report('owned'), release: () => undefined };
  }
  const lockManager = locks;
  const lastRequestHere = lastRequestsOf(locks);
  let released = false;
  let letGo: (() => void) | null = null;

  const hold = (lock: Lock | null): Promise<void> | undefined => {
    if (released) return undefined;
    if (!lock) {
      report('elsewhere');
      return undefined;
    }
    report('owned');
    return new Promise<void>((resolve) => {
      letGo = resolve;
    });
  };

  const request = (options: LockOptions) => {
    const previous = lastRequestHere.get(name) ?? Promise.resolve();
    const settled = previous
      .then(() => (released ? undefined : lockManager.request(name, options, hold)))
      .catch((error: unknown) => {
        // Withdrawn by another tab's take-over: this tab must stop writing the run.
        if (!released && isAbort(error)) report('elsewhere');
      });
    lastRequestHere.set(name, settled);
    void settled.then(() => {
      if (lastRequestHere.get(name) === settled) lastRequestHere.delete(name);
    });
  };

  request({ ifAvailable: true });
  return {
    takeOver: () => request({ steal: true }),
    release: () => {
      released = true;
      letGo?.();
    },
  };
}
