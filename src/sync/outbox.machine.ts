/**
 * The one outbox engine: when a kind's round runs (the kinds, below, say what a round sends). Anything
 * that must reach the server is written on the device first (lib/storage) and sent from here, marked
 * synced only after a 2xx; the server stores each device-made id once, so a replay never duplicates.
 * Nothing is ever dropped: a failure backs off and retries, a 429 waits as long as its Retry-After
 * says, a 401 waits for the student to sign in again.
 *
 *   idle ──SYNC / ONLINE / every few minutes──▶ sending ──sent──▶ idle
 *   idle ──NUDGE──▶ nudged ──after the kind's nudge delay──▶ sending
 *   sending ──network or server failed──▶ backingOff ──after 5 s, 10 s, … 5 min──▶ sending
 *   sending ──429 with Retry-After──▶ waitingRetryAfter ──after it──▶ sending
 *   sending ──401──▶ needsSignIn (the session starts a new outbox once the student signs in again)
 *   sending ──no network──▶ offline ──ONLINE──▶ sending
 *
 * One actor per kind and signed-in student (sync/outboxes.ts starts and stops them with the session).
 * Effects are passed in: the round (`provide`), the clock (the actor's `clock`, which drives every
 * `after`, and `now` for Retry-After's deadline), whether the device is online.
 *
 * One engine, in one module, loaded together by sync/outboxes.ts with the first student it follows:
 * the machine (when), the posting part of a round (how), and the kinds (what).
 *
 * ## Posting
 * The posting part of a round, the same for every kind: the signed-in student's
 * pending items, oldest first and in batches the server takes, each with that student's token, until
 * an answer says to stop. The session is checked again before every request, so a round in flight
 * when the student signs out (or another signs in) sends nothing more.
 *
 *
 * ## The kinds
 * The one place that declares what the device sends to the server, each kind with its storage, its API
 * call and its Spanish texts; the machine above decides when, the posting part posts:
 * - attempts: finished exams (POST /api/attempts, one per request; the server rescores them);
 * - reviews: Repaso answers (POST /api/progress/events, 80 per request), then the incremental pull of
 *   the student's log (GET /api/progress/events?since=), so another device's answers arrive here, and
 *   the academy's published content corrections (GET /api/content/delta?since=, issue 48);
 * - reports: 'Reportar un error' (POST /api/reports);
 * - settings: the exam date (PUT /api/settings; sync/study-settings-sync.ts keeps it on the device);
 * - reminders: the reminder settings (PUT /api/settings/reminders; sync/reminder-settings.ts).
 *   Each of these two is one newest-wins value: a round sends it while it is pending, else, when
 *   asked (the outbox starting, a screen that shows it, a nudge), reads the server's copy
 *   (GET /api/settings: another device's change, the group's exam date).
 * - outcomes: how the real exam went (POST /api/outcomes, one per request; sync/exam-outcome-sync.ts
 *   keeps them on the device); when asked with nothing pending, the server's copy (GET /api/outcomes:
 *   another device's answer, the readiness the server kept with it).
 * - dismissals: the academy's notices the student closed (POST /api/announcements/:id/dismiss, one per
 *   request, idempotent; sync/notice-dismissals.ts keeps them on the device). A 404 (the notice was
 *   withdrawn) leaves nothing to send.
 * Exam answers are not review events of their own: they reach the server once, inside their attempt.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ContentDelta, ContentOverlay } from '@/content/content-versions';
import { ApiError, OfflineError, postAnswer, type ApiClient, type PostAttemptAnswer, type RawResponse } from '@/lib/api/api-client';
import { publishOverlay, readyOverlay, showIfNewer } from '@/lib/content/content-overlay';
import type { RegradedAttempt } from '@/lib/storage/indexed-db';
import { localStore, type StudentId } from '@/lib/storage/local-store';
import { attemptBody, type Attempt } from '@/shared/attempt';
import { type ReviewEvent, EVENTS_PER_POST } from '@/shared/learning/events';
import type { ReminderSettings } from '@/shared/reminders';
import { reportBody, type Report, type ServerReport } from '@/shared/report';
import type { StudySettings } from '@/shared/study-settings';
import type { ReviewEventPage, SettingsAnswer } from '@/shared/sync-api';
import type { ExamOutcome, StoredOutcome } from '@/shared/exam-outcomes';
import { keepServerOutcomes, pendingOutcomes } from './exam-outcome-sync';
import { keepServerReminders, pendingReminders } from './reminder-settings';
import { markDismissalSent, pendingDismissals } from './notice-dismissals';
import { keepServerSettings, pendingSettings } from './study-settings-sync';
import type { OutboxKind } from './nudge';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'needsSignIn';

/** What the student is shown of an outbox. */
export interface OutboxState {
  status: SyncStatus;
  /** The signed-in student's items not yet on the server. */
  pending: number;
  /** When the last item reached the server (the exam results' 'Última sincronización'). */
  lastSyncAt: string | null;
  /** Why the last round stopped (Spanish, for the student). */
  message: string | null;
  /** Bumped whenever a round brought news from the server (review events of another device). */
  revision: number;
  /**
   * `pending` was read from the device (the first round reported it, or found the queue unreadable).
   * Until then `pending` is 0 only because nothing was read yet: the header says it is checking,
   * never 'todo enviado' (issue 53 §4). Absent, not false, before the engine starts: nothing in the
   * app's entry carries it.
   */
  counted?: true;
}

/** Whose items a round sends, and the token it sends them with. */
export interface SyncStudent {
  studentId: StudentId;
  token: string;
}

/**
 * How a round ended: it went through the queue ('sent', refused items kept), it waits for the student
 * ('stopped': a 403, or the session changed; 'needsSignIn': a 401), there is no network ('offline'),
 * the network or the server failed ('backOff'), or the server's Retry-After holds until `waitUntil`.
 */
export type RoundEnd = 'sent' | 'stopped' | 'needsSignIn' | 'offline' | 'backOff' | { waitUntil: number };

export interface RoundInput {
  student: SyncStudent;
  /** Shows progress and problems while the round runs. */
  report: (patch: Partial<OutboxState> | ((state: OutboxState) => Partial<OutboxState>)) => void;
  /**
   * The round was asked for (the outbox started, a nudge, 'Sincronizar ahora'), or follows one that
   * failed: a setting kind then reads the server's copy (sync/outboxes.ts sets it, not the machine).
   */
  asked?: boolean;
}

export interface OutboxInput {
  student: SyncStudent;
  now: () => number;
  isOnline: () => boolean;
  /** How long a nudge waits, so answers given in quick succession go in one round. */
  nudgeDelay: number;
  /** Shown if the device's queue cannot be read. */
  unreadable: string;
  /** What the student sees before the first round. */
  initial: OutboxState;
}

export const SYNC_INTERVAL_MS = 3 * 60 * 1000;
export const BACKOFF_BASE_MS = 5000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/** setTimeout's longest delay (~24.8 days); a longer wait is checked again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface OutboxContext extends OutboxInput {
  state: OutboxState;
  failures: number;
  waitUntil: number;
  /** A nudge came while a round was on its way (it may have read the queue already): one more follows. */
  again: boolean;
  /** Rounds finished: 'Sincronizar ahora' waits for the next one. */
  rounds: number;
}

type OutboxEvent =
  | { type: 'SYNC' }
  | { type: 'NUDGE' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'REPORT'; patch: Partial<OutboxState> | ((state: OutboxState) => Partial<OutboxState>) };

const patched = (state: OutboxState, patch: Partial<OutboxState>): OutboxState => ({ ...state, ...patch });

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actors: {
    /** One round of the kind's outbox (the kinds, below, provide it). */
    round: fromPromise<RoundEnd, RoundInput>(async () => 'sent'),
  },
  delays: {
    interval: SYNC_INTERVAL_MS,
    nudge: ({ context }) => context.nudgeDelay,
    backoff: ({ context }) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, context.failures - 1), BACKOFF_MAX_MS),
    retryAfter: ({ context }) => Math.min(Math.max(0, context.waitUntil - context.now()), MAX_TIMER_MS),
  },
  guards: {
    again: ({ context }) => context.again,
    sent: (_, end: RoundEnd) => end === 'sent',
    backOff: (_, end: RoundEnd) => end === 'backOff',
    offline: (_, end: RoundEnd) => end === 'offline',
    needsSignIn: (_, end: RoundEnd) => end === 'needsSignIn',
    waits: (_, end: RoundEnd) => typeof end === 'object',
    waitOver: ({ context }) => context.now() >= context.waitUntil,
  },
  actions: {
    report: assign(({ context, event }) => {
      if (event.type !== 'REPORT') return {};
      const patch = typeof event.patch === 'function' ? event.patch(context.state) : event.patch;
      return { state: patched(context.state, 'pending' in patch ? { ...patch, counted: true } : patch) };
    }),
    showOffline: assign(({ context }) => (context.state.pending > 0 ? { state: patched(context.state, { status: 'offline' }) } : {})),
    again: assign({ again: true }),
    roundDone: assign({ again: false, rounds: ({ context }) => context.rounds + 1 }),
    succeeded: assign(({ context }) => {
      const { status, pending } = context.state;
      // A round that only read (or kept refused items) ends quiet once nothing is left to say.
      const quiet = status === 'syncing' || status === 'offline' || (status === 'error' && pending === 0);
      return { failures: 0, state: quiet ? patched(context.state, { status: 'idle', message: null }) : context.state };
    }),
    failed: assign({ failures: ({ context }) => context.failures + 1 }),
    forgiveFailures: assign({ failures: 0 }),
    wait: assign({ waitUntil: (_, end: RoundEnd) => (typeof end === 'object' ? end.waitUntil : 0) }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ ...input, state: input.initial, failures: 0, waitUntil: 0, again: false, rounds: 0 }),
  initial: 'sending',
  on: {
    REPORT: { actions: 'report' },
    OFFLINE: { actions: 'showOffline' },
  },
  states: {
    idle: {
      after: { interval: 'sending' },
      on: { SYNC: 'sending', ONLINE: 'sending', NUDGE: 'nudged' },
    },
    nudged: {
      after: { nudge: 'sending' },
      on: { SYNC: 'sending', ONLINE: 'sending', NUDGE: { target: 'nudged', reenter: true } },
    },
    sending: {
      invoke: {
        src: 'round',
        // A round still on its way after a sign-out tells nobody.
        input: ({ context, self }) => ({ student: context.student, report: (patch) => self.getSnapshot().status === 'active' && self.send({ type: 'REPORT', patch }) }),
        onDone: [
          { guard: 'again', target: 'sending', reenter: true, actions: 'roundDone' },
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'idle', actions: ['roundDone', 'succeeded'] },
          { guard: { type: 'backOff', params: ({ event }) => event.output }, target: 'backingOff', actions: ['roundDone', 'failed'] },
          { guard: { type: 'offline', params: ({ event }) => event.output }, target: 'offline', actions: 'roundDone' },
          { guard: { type: 'needsSignIn', params: ({ event }) => event.output }, target: 'needsSignIn', actions: 'roundDone' },
          {
            guard: { type: 'waits', params: ({ event }) => event.output },
            target: 'waitingRetryAfter',
            actions: ['roundDone', { type: 'wait', params: ({ event }) => event.output }],
          },
          // 'stopped': nothing more until something changes (a new session, 'Sincronizar ahora').
          { target: 'idle', actions: 'roundDone' },
        ],
        onError: {
          target: 'idle',
          actions: ['roundDone', assign(({ context }) => ({ state: patched(context.state, { status: 'error', message: context.unreadable, counted: true }) }))],
        },
      },
      // 'Sincronizar ahora' joins the round on its way; a new item may come after it read the queue.
      on: { NUDGE: { actions: 'again' } },
    },
    backingOff: {
      after: { backoff: 'sending' },
      on: { SYNC: 'sending', ONLINE: { target: 'sending', actions: 'forgiveFailures' } },
    },
    waitingRetryAfter: {
      after: { retryAfter: 'sending' },
      // Every trigger waits too; once the time has come, the next one sends.
      on: {
        SYNC: [{ guard: 'waitOver', target: 'sending' }, { target: 'waitingRetryAfter', reenter: true }],
        ONLINE: { guard: 'waitOver', target: 'sending' },
        NUDGE: { guard: 'waitOver', target: 'sending' },
      },
    },
    offline: {
      after: { interval: 'sending' },
      on: { SYNC: 'sending', ONLINE: { target: 'sending', actions: 'forgiveFailures' }, NUDGE: 'sending' },
    },
    needsSignIn: {
      on: { SYNC: 'sending' },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;

// ── Posting: the part of a round the same for every kind ──

/** What an outbox tells the student (Spanish), per kind. */
export interface OutboxTexts {
  /** 429: the day's maximum was sent. */
  rateLimited: string;
  /** 403 without an ended access. */
  notEnrolled: string;
  /** 403 of an ended access: after the server's own words (null: notEnrolled). */
  keptAfter: string | null;
  /** 401. */
  needsSignIn: string;
  /** 400/422 without a message of the server's. */
  refused: string;
  /** The network failed. */
  retry: string;
  /** 5xx. */
  serverDown: string;
  /** The device's queue could not be read. */
  unreadable: string;
}

/** An outbox item: its id is made on the device, and the server stores each id once. */
export interface OutboxItem {
  id: string;
}

export interface PushSpec<T extends OutboxItem> {
  texts: OutboxTexts;
  /** Items per request. */
  batch: number;
  post: (items: readonly T[], token: string) => Promise<PostAttemptAnswer>;
  markSynced: (studentId: StudentId, items: readonly T[], at: string) => Promise<void>;
}

/** Retry-After in seconds (the academy's server sends delta-seconds); undefined when absent or not that. */
export function parseRetryAfter(value: string | null): number | undefined {
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

export interface PushRound<T extends OutboxItem> extends Pick<RoundInput, 'report'> {
  student: SyncStudent;
  queue: readonly T[];
  /** The signed-in student now (the round stops once it is someone else, or another token). */
  currentStudent: () => SyncStudent | null;
  now: () => number;
  /** Epoch ms before which the server asked not to post this student's items (an earlier 429). */
  waitUntil: number;
  /** Remembers a new Retry-After for the student (it outlives this outbox: signing in again waits too). */
  setWaitUntil: (until: number) => void;
  /** After each confirmed batch: what else the kind shows (the exam results' last sync). */
  confirmed?: (at: string, left: number) => Partial<OutboxState>;
}

export async function pushPending<T extends OutboxItem>(spec: PushSpec<T>, round: PushRound<T>): Promise<Exclude<RoundEnd, 'offline'>> {
  const { texts } = spec;
  const { student, queue, report, now } = round;
  if (now() < round.waitUntil) {
    report({ status: 'error', message: texts.rateLimited });
    return { waitUntil: round.waitUntil };
  }
  let left = queue.length;
  for (let start = 0; start < queue.length; start += spec.batch) {
    // The session may have changed while the last post was on its way.
    const signedIn = round.currentStudent();
    if (signedIn?.studentId !== student.studentId || signedIn.token !== student.token) return 'stopped';
    const batch = queue.slice(start, start + spec.batch);
    let answer: PostAttemptAnswer;
    try {
      answer = await spec.post(batch, student.token);
    } catch (error) {
      report({ status: error instanceof OfflineError ? 'offline' : 'error', message: texts.retry });
      return 'backOff';
    }
    if (answer.status === 200 || answer.status === 201) {
      // Stored under the student who sent it, even if the session changed meanwhile.
      const at = new Date(now()).toISOString();
      await spec.markSynced(student.studentId, batch, at);
      left -= batch.length;
      report({ pending: left, ...round.confirmed?.(at, left) });
      continue;
    }
    if (answer.status === 401) {
      report({ status: 'needsSignIn', message: texts.needsSignIn });
      return 'needsSignIn';
    }
    if (answer.status === 429) {
      // The student sent too many today: the rest waits until the server says.
      report({ status: 'error', message: texts.rateLimited });
      const seconds = parseRetryAfter(answer.retryAfter);
      if (seconds === undefined) return 'backOff';
      const until = now() + seconds * 1000;
      round.setWaitUntil(until);
      return { waitUntil: until };
    }
    if (answer.status === 403) {
      // Not enrolled, or the access ended: every later item would get the same answer. Kept for when
      // access returns; an ended access is remembered, so the course area says so.
      if (answer.code === 'access-ended' && answer.endsAt) localStore.setAccessEnded(student.studentId, answer.endsAt);
      const ended = answer.code === 'access-ended' && texts.keptAfter !== null;
      report({ status: 'error', message: ended ? `${answer.message ?? 'Tu acceso a este curso venció.'} ${texts.keptAfter}` : texts.notEnrolled });
      return 'stopped';
    }
    if (answer.status >= 500 || answer.status === 0) {
      report({ status: 'error', message: texts.serverDown });
      return 'backOff';
    }
    // 400/422: the server will not take this batch as it is. Kept (never dropped); the next goes on.
    report({ status: 'error', message: answer.message ?? texts.refused });
  }
  return 'sent';
}

// ── The kinds: what the device sends ──

/** 429 of the attempts. */
export const RATE_LIMITED_MESSAGE = 'Alcanzaste el límite diario de resultados enviados. Los demás siguen guardados en este dispositivo y se enviarán más tarde.';
/** 403 of the attempts: the student's account no longer has the course. */
export const NOT_ENROLLED_MESSAGE = 'Tu cuenta no tiene acceso al curso: tus resultados no se enviaron y siguen guardados en este dispositivo.';
export const REVIEW_RATE_LIMITED_MESSAGE = 'Alcanzaste el límite diario de envíos de repaso. Tus respuestas siguen guardadas en este dispositivo y se enviarán más tarde.';
export const REVIEW_NOT_ENROLLED_MESSAGE = 'Tu cuenta no tiene acceso al curso: tus respuestas de repaso no se enviaron y siguen guardadas en este dispositivo.';
const REVIEW_RETRY_MESSAGE = 'No se pudo sincronizar el repaso. Lo intentaremos de nuevo.';

const TEXTS: Record<OutboxKind, OutboxTexts> = {
  attempts: {
    rateLimited: RATE_LIMITED_MESSAGE,
    notEnrolled: NOT_ENROLLED_MESSAGE,
    keptAfter: 'Tus resultados siguen guardados en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tus resultados; siguen guardados en este dispositivo.',
    refused: 'Un resultado no pudo sincronizarse.',
    retry: 'No se pudo sincronizar. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer los resultados guardados en este dispositivo.',
  },
  reviews: {
    rateLimited: REVIEW_RATE_LIMITED_MESSAGE,
    notEnrolled: REVIEW_NOT_ENROLLED_MESSAGE,
    keptAfter: null,
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tu repaso; sigue guardado en este dispositivo.',
    refused: 'Algunas respuestas de repaso no pudieron sincronizarse.',
    retry: REVIEW_RETRY_MESSAGE,
    serverDown: REVIEW_RETRY_MESSAGE,
    unreadable: 'No se pudo leer el repaso guardado en este dispositivo.',
  },
  reports: {
    rateLimited: 'Enviaste muchos reportes hoy. Los demás siguen guardados en este dispositivo y se enviarán más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: tu reporte no se envió y sigue guardado en este dispositivo.',
    keptAfter: 'Tu reporte sigue guardado en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tu reporte; sigue guardado en este dispositivo.',
    refused: 'Un reporte no pudo enviarse.',
    retry: 'No se pudo sincronizar. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer los reportes guardados en este dispositivo.',
  },
  settings: {
    rateLimited: 'Se guardaron demasiados cambios de tu fecha de examen. Sigue guardada en este dispositivo y se enviará más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: tu fecha de examen no se envió y sigue guardada en este dispositivo.',
    keptAfter: 'Tu fecha de examen sigue guardada en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tu fecha de examen; sigue guardada en este dispositivo.',
    refused: 'Tu fecha de examen no pudo sincronizarse.',
    retry: 'No se pudo sincronizar tu fecha de examen. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer tu fecha de examen guardada en este dispositivo.',
  },
  reminders: {
    rateLimited: 'Se guardaron demasiados cambios de tus recordatorios. Siguen guardados en este dispositivo y se enviarán más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: tus recordatorios no se enviaron y siguen guardados en este dispositivo.',
    keptAfter: 'Tus recordatorios siguen guardados en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tus recordatorios; siguen guardados en este dispositivo.',
    refused: 'Tus recordatorios no pudieron sincronizarse.',
    retry: 'No se pudo sincronizar tus recordatorios. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer tus recordatorios guardados en este dispositivo.',
  },
  dismissals: {
    rateLimited: 'Cerraste muchos avisos seguidos. Siguen cerrados en este dispositivo y se enviará más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: los avisos que cerraste siguen cerrados en este dispositivo.',
    keptAfter: 'Los avisos que cerraste siguen cerrados en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar los avisos que cerraste; siguen cerrados en este dispositivo.',
    refused: 'Un aviso cerrado no pudo enviarse.',
    retry: 'No se pudo sincronizar los avisos cerrados. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer los avisos cerrados guardados en este dispositivo.',
  },
  outcomes: {
    rateLimited: 'Se enviaron demasiadas respuestas sobre tu examen. Tu respuesta sigue guardada en este dispositivo y se enviará más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: tu respuesta sobre el examen no se envió y sigue guardada en este dispositivo.',
    keptAfter: 'Tu respuesta sobre el examen sigue guardada en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar cómo te fue en el examen; tu respuesta sigue guardada en este dispositivo.',
    refused: 'Tu respuesta sobre el examen no pudo enviarse.',
    retry: 'No se pudo enviar cómo te fue en el examen. Lo intentaremos de nuevo.',
    serverDown: 'El servidor no está disponible. Lo intentaremos de nuevo.',
    unreadable: 'No se pudo leer tu respuesta sobre el examen guardada en este dispositivo.',
  },
};

/** GET and POST /api/outcomes: how the real exam went (issue 49 §4). */
const OUTCOMES_PATH = '/outcomes';

/** GET /api/settings: the student's exam date, reminder settings and group's exam date. */
const SETTINGS_PATH = '/settings';

/** After a Repaso answer: answers given in quick succession go in one request. */
export const NUDGE_DELAY_MS = 2000;
/**
 * GET /api/progress/events?since= answers 500 events a page: 200 pages are 100,000 answers, far more
 * than a student gives. The cap keeps a server that kept answering `more` from looping in one round.
 */
export const MAX_EVENT_PAGES = 200;

/** One page of the student's log as it arrived at the server after the cursor `since` ('0': from the start). */
export async function pullReviewEventPage(api: Pick<ApiClient, 'request'>, token: string, since: string): Promise<ReviewEventPage> {
  const res = await api.request('GET', `/progress/events?since=${encodeURIComponent(since)}`, undefined, token);
  if (res.status === 401) throw new ApiError(401, 'Sesión inválida o expirada.');
  const body = res.json as Partial<ReviewEventPage> | undefined;
  if (!res.ok || !Array.isArray(body?.events) || typeof body.since !== 'string') throw new ApiError(res.status, 'Error al obtener tu progreso');
  return { events: body.events, since: body.since, more: body.more === true };
}

/** The device's stores the kinds read and write (lib/storage/indexed-db.ts; tests pass their own). */
export interface OutboxStorage {
  pendingAttempts: (studentId: StudentId) => Promise<Attempt[]>;
  markAttemptSynced: (studentId: StudentId, id: string, at: string) => Promise<void>;
  pendingReviewEvents: (studentId: StudentId) => Promise<ReviewEvent[]>;
  markReviewEventsSynced: (studentId: StudentId, ids: readonly string[], at: string) => Promise<void>;
  storeRemoteReviewEvents: (studentId: StudentId, events: readonly ReviewEvent[], at: string, cursor: string) => Promise<number>;
  /** Where the student's next pull starts. */
  pullCursor: (studentId: StudentId) => Promise<string>;
  pendingReports: (studentId: StudentId) => Promise<Report[]>;
  /** What the academy did with the student's reports (GET /api/reports, issue 48 §5). */
  storeReportResolutions?: (studentId: StudentId, remote: readonly ServerReport[]) => Promise<number>;
  markReportSynced: (studentId: StudentId, id: string, at: string) => Promise<void>;
  /** 'Recalificar' (issue 48 §4): where the next read of rescored attempts starts, and their new scores kept. */
  regradeCursor?: (studentId: StudentId) => Promise<string>;
  storeRegrades?: (studentId: StudentId, regraded: readonly RegradedAttempt[], cursor: string) => Promise<number>;
  /** The content overlay (issue 48): the academy's published corrections this device holds. */
  loadContentOverlay?: () => Promise<ContentOverlay>;
  storeContentDelta?: (delta: ContentDelta) => Promise<ContentOverlay>;
}

/** GET /api/content/delta?since=: the academy's corrections published after the device's content version. */
export async function pullContentDelta(api: Pick<ApiClient, 'request'>, token: string, since: number): Promise<ContentDelta> {
  const res = await api.request('GET', `/content/delta?since=${since}`, undefined, token);
  if (res.status === 401) throw new ApiError(401, 'Sesión inválida o expirada.');
  const body = res.json as Partial<ContentDelta> | undefined;
  if (!res.ok || typeof body?.version !== 'number' || !Array.isArray(body.questions) || !Array.isArray(body.sections)) {
    throw new ApiError(res.status, 'Error al obtener el contenido actualizado');
  }
  return { version: body.version, questions: body.questions, sections: body.sections };
}

export interface KindDeps {
  /** Posts with exactly the token given (never the session's of the moment). */
  api: Pick<ApiClient, 'postAttempt' | 'postReviewEvents' | 'request'>;
  storage: () => Promise<OutboxStorage>;
  currentStudent: () => SyncStudent | null;
  now: () => number;
  isOnline: () => boolean;
  /** Per student and kind, epoch ms before which nothing is posted (the server's 429 Retry-After). */
  waits: Map<string, number>;
  /**
   * New scores 'Recalificar' gave the student's attempts (the device's copies are rescored here): for
   * the screens' copy of the server's history (the learning room's), before the round reports news.
   */
  onRegraded?: (studentId: StudentId, regraded: readonly RegradedAttempt[]) => Promise<void> | void;
}

/** A kind as the engine runs it. */
export interface OutboxKindSpec {
  texts: OutboxTexts;
  nudgeDelay: number;
  /** What the student sees before the first round. */
  initial: (studentId: StudentId) => Partial<OutboxState>;
  round: (input: RoundInput) => Promise<RoundEnd>;
}

export function declareKinds(deps: KindDeps): Record<OutboxKind, OutboxKindSpec> {
  /** Reads the queue, posts it (the posting part, above), and says how it went. */
  async function send<T extends OutboxItem>(kind: OutboxKind, spec: Omit<PushSpec<T>, 'texts'>, { student, report }: RoundInput, queue: readonly T[], extra?: { confirmed?: (at: string, left: number) => Partial<OutboxState> }) {
    const key = `${kind}:${student.studentId}`;
    return pushPending({ ...spec, texts: TEXTS[kind] }, {
      student,
      queue,
      report,
      currentStudent: deps.currentStudent,
      now: deps.now,
      waitUntil: deps.waits.get(key) ?? 0,
      setWaitUntil: (until) => deps.waits.set(key, until),
      ...extra,
    });
  }

  /** A queue that is sent and nothing else (attempts, reports). */
  function queueRound<T extends OutboxItem>(kind: OutboxKind, pending: (storage: OutboxStorage, studentId: StudentId) => Promise<T[]>, spec: Omit<PushSpec<T>, 'texts'>, extra?: { confirmed?: (at: string, left: number) => Partial<OutboxState> }) {
    return async (input: RoundInput): Promise<RoundEnd> => {
      const queue = await pending(await deps.storage(), input.student.studentId);
      input.report({ pending: queue.length });
      if (queue.length === 0) {
        input.report({ status: 'idle', message: null });
        return 'sent';
      }
      if (!deps.isOnline()) {
        input.report({ status: 'offline', message: null });
        return 'offline';
      }
      input.report({ status: 'syncing', message: null });
      return send(kind, spec, input, queue, extra);
    };
  }

  /**
   * A newest-wins setting of the device (the exam date, the reminders): one value, sent while it is
   * pending; otherwise, when the round was asked for, the server's copy is read. Both go through the
   * same posting (the posting part: the session check, 401, Retry-After, back-off), and what the
   * server answers is kept by `keep` (the newest of the device's and the server's), which says whether
   * that was news for the learning screens (the revision grows: sync/outboxes.ts' onPulled).
   */
  function settingRound<T>(kind: OutboxKind, pending: (studentId: StudentId) => T | null, put: (value: T, token: string) => Promise<RawResponse>, keep: (studentId: StudentId, answer: unknown, sent: T | null) => boolean) {
    return async (input: RoundInput): Promise<RoundEnd> => {
      const value = pending(input.student.studentId);
      input.report({ pending: value === null ? 0 : 1 });
      if (value === null && !input.asked) {
        input.report({ status: 'idle', message: null });
        return 'sent';
      }
      if (!deps.isOnline()) {
        input.report({ status: value === null ? 'idle' : 'offline', message: null });
        return 'offline';
      }
      input.report({ status: 'syncing', message: null });
      let answer: unknown;
      return send<OutboxItem>(kind, {
        batch: 1,
        post: async (_, token) => {
          const res = await (value === null ? deps.api.request('GET', SETTINGS_PATH, undefined, token) : put(value, token));
          answer = res.json;
          return postAnswer(res);
        },
        markSynced: async (studentId) => {
          if (keep(studentId, answer, value)) input.report((state) => ({ revision: state.revision + 1 }));
        },
      }, input, [{ id: kind }]);
    };
  }

  /** After posting, the pull: what arrived at the server since the device's cursor (another device's answers). */
  async function pull({ student, report }: RoundInput): Promise<'sent' | 'backOff'> {
    const storage = await deps.storage();
    let added = 0;
    try {
      let since = await storage.pullCursor(student.studentId);
      for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
        const signedIn = deps.currentStudent();
        if (signedIn?.studentId !== student.studentId || signedIn.token !== student.token) break;
        const { events, since: next, more } = await pullReviewEventPage(deps.api, student.token, since);
        added += await storage.storeRemoteReviewEvents(student.studentId, events, new Date(deps.now()).toISOString(), next);
        since = next;
        if (!more) break;
      }
    } catch (error) {
      // A 401 on the pull says the same as on a post; anything else is tried again later.
      report(error instanceof OfflineError ? { status: 'offline', message: null } : { status: 'error', message: REVIEW_RETRY_MESSAGE });
      return 'backOff';
    } finally {
      if (added > 0) report((state) => ({ revision: state.revision + 1 }));
    }
    return 'sent';
  }

  /**
   * The content pull, in the same round (issue 48): the published corrections since the device's
   * content version, one request whatever the device missed (the newest version of each item), kept
   * on the device, then shown by every screen that reads questions or pages. It is not the student's
   * data: a failed pull says nothing and is asked again with the next round.
   * The device's store is shared by the app's tabs: what another tab's round kept (this one then asks
   * from its version and hears nothing new) is shown here too, and told as a pull of its own would be.
   */
  async function pullContent({ student, report }: RoundInput): Promise<void> {
    const storage = await deps.storage();
    if (!storage.loadContentOverlay || !storage.storeContentDelta) return;
    try {
      const held = await storage.loadContentOverlay();
      const delta = await pullContentDelta(deps.api, student.token, held.version);
      const news = delta.questions.length > 0 || delta.sections.length > 0;
      // This tab's memory read first, so the stored overlay is compared with what this tab shows.
      await readyOverlay();
      const behind = showIfNewer(held);
      if (news || delta.version !== held.version) publishOverlay(await storage.storeContentDelta(delta));
      if (news || behind) report((state) => ({ revision: state.revision + 1 }));
    } catch {
      // Offline, a 401 (the posts say so), a server error: the bundled content and the overlay kept stand.
    }
  }

  /**
   * How the real exam went: the pending answers posted one by one, each answer kept (the readiness
   * the server kept with it, or another device's answer for that date); with none pending, when
   * asked, the server's copy is read.
   */
  async function outcomesRound(input: RoundInput): Promise<RoundEnd> {
    const { studentId } = input.student;
    const queue = pendingOutcomes(studentId);
    input.report({ pending: queue.length });
    if (queue.length === 0 && !input.asked) {
      input.report({ status: 'idle', message: null });
      return 'sent';
    }
    if (!deps.isOnline()) {
      input.report({ status: queue.length === 0 ? 'idle' : 'offline', message: null });
      return 'offline';
    }
    input.report({ status: 'syncing', message: null });
    let answer: unknown;
    const kept = (stored: unknown) => {
      const list = (Array.isArray(stored) ? stored : [stored]).filter((o): o is StoredOutcome => typeof (o as StoredOutcome | undefined)?.examDate === 'string');
      if (list.length > 0) keepServerOutcomes(studentId, list);
    };
    if (queue.length === 0) {
      return send<OutboxItem>('outcomes', {
        batch: 1,
        post: async (_, token) => {
          const res = await deps.api.request('GET', OUTCOMES_PATH, undefined, token);
          answer = res.json;
          return postAnswer(res);
        },
        markSynced: async () => kept((answer as { outcomes?: unknown } | undefined)?.outcomes),
      }, input, [{ id: 'outcomes' }]);
    }
    return send<ExamOutcome>('outcomes', {
      batch: 1,
      post: async ([outcome], token) => {
        const res = await deps.api.request('POST', OUTCOMES_PATH, outcome, token);
        answer = res.json;
        return postAnswer(res);
      },
      markSynced: async () => kept((answer as { outcome?: unknown } | undefined)?.outcome),
    }, input, queue);
  }

  /** After the content: the student's reports as the academy left them ('Corregido: …'). */
  async function pullReports({ student, report }: RoundInput): Promise<void> {
    const storage = await deps.storage();
    if (!storage.storeReportResolutions) return;
    try {
      const res = await deps.api.request('GET', '/reports', undefined, student.token);
      const body = res.json as { reports?: unknown } | undefined;
      if (!res.ok || !Array.isArray(body?.reports)) return;
      const changed = await storage.storeReportResolutions(student.studentId, body.reports as ServerReport[]);
      if (changed > 0) report((state) => ({ revision: state.revision + 1 }));
    } catch {
      // Offline or a server error: asked again next round.
    }
  }

  /**
   * After the reports: the attempts 'Recalificar' rescored since the device last asked (GET
   * /api/attempts/regraded?since=), their new scores laid on the device's copies and on the server's
   * history held in memory, so the results lists and Mi progreso change once, on every device.
   */
  async function pullRegrades({ student, report }: RoundInput): Promise<void> {
    const storage = await deps.storage();
    if (!storage.regradeCursor || !storage.storeRegrades) return;
    try {
      let since = await storage.regradeCursor(student.studentId);
      for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
        const res = await deps.api.request('GET', `/attempts/regraded?since=${encodeURIComponent(since)}`, undefined, student.token);
        const body = res.json as { attempts?: unknown; since?: unknown; more?: unknown } | undefined;
        if (!res.ok || !Array.isArray(body?.attempts) || typeof body.since !== 'string') return;
        const regraded = body.attempts as RegradedAttempt[];
        await storage.storeRegrades(student.studentId, regraded, body.since);
        if (regraded.length > 0) {
          await deps.onRegraded?.(student.studentId, regraded);
          report((state) => ({ revision: state.revision + 1 }));
        }
        since = body.since;
        if (body.more !== true) return;
      }
    } catch {
      // Offline or a server error: asked again next round, from the same cursor.
    }
  }

  return {
    outcomes: {
      texts: TEXTS.outcomes,
      nudgeDelay: 0,
      initial: () => ({}),
      round: outcomesRound,
    },
    attempts: {
      texts: TEXTS.attempts,
      nudgeDelay: 0,
      // 'Última sincronización' in the sync menu is the device's last exchange with the server, of
      // results or answers (issue 50 §11): one stored instant, written by both kinds.
      initial: (studentId) => ({ lastSyncAt: localStore.getLastSyncAt(studentId) }),
      round: queueRound<Attempt>('attempts', (storage, studentId) => storage.pendingAttempts(studentId), {
        batch: 1,
        post: ([attempt], token) => deps.api.postAttempt(attemptBody(attempt), token),
        markSynced: async (studentId, [attempt], at) => {
          await (await deps.storage()).markAttemptSynced(studentId, attempt.id, at);
          localStore.setLastSyncAt(studentId, at);
        },
      }, { confirmed: (at) => ({ lastSyncAt: at }) }),
    },
    reviews: {
      texts: TEXTS.reviews,
      nudgeDelay: NUDGE_DELAY_MS,
      initial: (studentId) => ({ lastSyncAt: localStore.getLastSyncAt(studentId) }),
      async round(input) {
        const storage = await deps.storage();
        const queue = await storage.pendingReviewEvents(input.student.studentId);
        input.report({ pending: queue.length });
        if (!deps.isOnline()) {
          input.report({ status: 'offline', message: null });
          return 'offline';
        }
        input.report({ status: 'syncing', message: null });
        const pushed = queue.length === 0 ? 'sent' : await send<ReviewEvent>('reviews', {
          batch: EVENTS_PER_POST,
          post: (events, token) => deps.api.postReviewEvents(events, token),
          markSynced: (studentId, events, at) => storage.markReviewEventsSynced(studentId, events.map((e) => e.id), at),
        }, input, queue);
        if (pushed === 'stopped' || pushed === 'needsSignIn') return pushed;
        // The pull goes on under a posting wait: the server limits posts, not reading.
        const pulled = await pull(input);
        if (pulled === 'sent') {
          await pullContent(input);
          await pullReports(input);
          await pullRegrades(input);
        }
        if (pushed === 'sent' && pulled === 'sent') {
          // Everything sent and the server's log (exam results' answers included) read: in step now.
          const at = new Date(deps.now()).toISOString();
          localStore.setLastSyncAt(input.student.studentId, at);
          input.report({ lastSyncAt: at });
        }
        return pushed === 'backOff' || pulled === 'backOff' ? 'backOff' : pushed;
      },
    },
    reports: {
      texts: TEXTS.reports,
      nudgeDelay: 0,
      initial: () => ({}),
      round: queueRound<Report>('reports', (storage, studentId) => storage.pendingReports(studentId), {
        batch: 1,
        post: async ([report], token) => postAnswer(await deps.api.request('POST', '/reports', reportBody(report), token)),
        markSynced: async (studentId, [report], at) => (await deps.storage()).markReportSynced(studentId, report.id, at),
      }),
    },
    settings: {
      texts: TEXTS.settings,
      nudgeDelay: 0,
      initial: () => ({}),
      round: settingRound<StudySettings>(
        'settings',
        pendingSettings,
        (settings, token) => deps.api.request('PUT', SETTINGS_PATH, settings, token),
        (studentId, answer, sent) => {
          const body = answer as Partial<SettingsAnswer> | undefined;
          // A date the server did not echo is the one it took (the PUT keeps the newest). The
          // learning screens show the exam date: a change is news for them.
          return keepServerSettings(studentId, { settings: body?.settings ?? sent, groupExamDate: body?.groupExamDate ?? null, fsrsParameters: body?.fsrsParameters });
        },
      ),
    },
    dismissals: {
      texts: TEXTS.dismissals,
      nudgeDelay: 0,
      initial: () => ({}),
      round: queueRound<{ id: string; notice: number }>('dismissals', async (_, studentId) => pendingDismissals(studentId), {
        batch: 1,
        post: async ([item], token) => {
          const res = await deps.api.request('POST', `/announcements/${item.notice}/dismiss`, undefined, token);
          // 204: kept (the posting counts 200 as confirmed). 404: the notice is gone from the server; nothing left to tell it.
          return postAnswer(res.status === 204 || res.status === 404 ? { ...res, ok: true, status: 200 } : res);
        },
        markSynced: async (studentId, [item]) => markDismissalSent(studentId, item.notice),
      }),
    },
    reminders: {
      texts: TEXTS.reminders,
      nudgeDelay: 0,
      initial: () => ({}),
      round: settingRound<ReminderSettings>(
        'reminders',
        pendingReminders,
        (reminders, token) => deps.api.request('PUT', `${SETTINGS_PATH}/reminders`, reminders, token),
        // Not the learning screens': the panel and Mi progreso's streak follow the device's values (subscribeReminders).
        (studentId, answer) => {
          keepServerReminders(studentId, (answer as { reminders?: ReminderSettings | null } | undefined)?.reminders);
          return false;
        },
      ),
    },
  };
}
