/**
 * The outboxes' one lifecycle: created next to the session (app-main.tsx) and told who is signed in;
 * it runs one outbox machine per kind (sync/outbox.machine.ts: the engine and its kinds) for that student and
 * token, stops them at sign-out and starts over for another student or a new token. Items of a
 * student who signed out stay on the device until they sign in again. The screens read each kind's
 * state here (router context), and writers nudge their kind (sync/nudge.ts).
 *
 * The engine (the machine, the kinds, the posting) loads with the first student it follows: a
 * visitor on /login, signed out, has nothing to send and does not download it.
 */
import { createActor, fromPromise, waitFor, type Actor, type ActorOptions } from 'xstate';
import { importWhenReachable } from '@/lib/browser/import-when-reachable';
import type { StudentId } from '@/lib/storage/local-store';
import { onNudge, OUTBOX_KINDS, type OutboxKind } from './nudge';
import type { KindDeps, OutboxKindSpec, OutboxMachine, OutboxState, RoundEnd, RoundInput, SyncStudent } from './outbox.machine';

/** One kind's state for the screens (useSyncExternalStore). */
export interface OutboxView {
  getState: () => OutboxState;
  subscribe: (listener: () => void) => () => void;
}

export interface OutboxesDeps extends Omit<KindDeps, 'waits' | 'now' | 'isOnline'> {
  now?: () => number;
  isOnline?: () => boolean;
  /** Drives every delay of the machines (XState's clock); tests pass a simulated one. */
  clock?: ActorOptions<OutboxMachine>['clock'];
  /** Grades the student's runs whose time ran out while the app was closed; resolves how many. */
  gradeExpired?: (studentId: StudentId) => Promise<number>;
  /** The server sent what the learning screens show and this device did not have (another device's answers, an exam date). */
  onPulled?: (studentId: StudentId) => void;
  /** The kinds to run (all of them unless a test says otherwise). */
  kinds?: readonly OutboxKind[];
}

export type Outboxes = Record<OutboxKind, OutboxView> & {
  /** Follows the session: the signed-in student and token, or null (stops everything). Resolves once running. */
  follow: (student: SyncStudent | null) => Promise<void>;
  /** 'Sincronizar ahora': a round of every kind now; resolves once each has run. */
  syncNow: () => Promise<Record<OutboxKind, OutboxState>>;
};

const NOTHING: OutboxState = { status: 'idle', pending: 0, lastSyncAt: null, message: null, revision: 0 };

interface Engine {
  machine: OutboxMachine;
  kinds: Record<OutboxKind, OutboxKindSpec>;
}

export function createOutboxes(deps: OutboxesDeps): Outboxes {
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const running = deps.kinds ?? OUTBOX_KINDS;
  // Loaded once; offline on a first visit, it is fetched when the connection returns (not failed for good).
  let engine: Promise<Engine> | null = null;
  const loadEngine = () =>
    (engine ??= importWhenReachable(() => import('./outbox.machine')).then(({ outboxMachine, declareKinds }) => ({
      machine: outboxMachine,
      kinds: declareKinds({ ...deps, now, isOnline, waits: new Map() }),
    })));
  const actors = new Map<OutboxKind, Actor<OutboxMachine>>();
  const states = new Map<OutboxKind, OutboxState>(OUTBOX_KINDS.map((kind) => [kind, NOTHING]));
  const listeners = new Map<OutboxKind, Set<() => void>>(OUTBOX_KINDS.map((kind) => [kind, new Set()]));
  let following: SyncStudent | null = null;
  /** Bumped by every follow: an engine that loads after a sign-out starts nothing. */
  let generation = 0;
  let stopListening: (() => void) | null = null;
  /** Each kind's round on its way: one stopped by a sign-out still finishes what it posted. */
  const rounds = new Map<OutboxKind, Promise<unknown>>();
  /** Ends the waits of 'Sincronizar ahora' on the outboxes being stopped. */
  const stopped = new Set<() => void>();
  /** The kinds whose next round was asked for (RoundInput's `asked`: a setting then reads the server's copy). */
  const asked = new Set<OutboxKind>();

  function show(kind: OutboxKind, state: OutboxState) {
    const before = states.get(kind)!;
    if (before === state) return;
    states.set(kind, state);
    if (state.revision > before.revision && following) deps.onPulled?.(following.studentId);
    listeners.get(kind)!.forEach((listener) => listener());
  }

  const send = (event: { type: 'ONLINE' | 'OFFLINE' }) => actors.forEach((actor) => actor.send(event));
  const onOnline = () => send({ type: 'ONLINE' });
  const onOffline = () => send({ type: 'OFFLINE' });

  function stop() {
    stopListening?.();
    stopListening = null;
    for (const [kind, actor] of actors) {
      actor.stop();
      // Nothing of the student stays on screen (a revision only ever grows: the learning store counts on it).
      show(kind, { ...NOTHING, revision: states.get(kind)!.revision });
    }
    actors.clear();
    asked.clear();
    stopped.forEach((end) => end());
    stopped.clear();
  }

  function start({ machine, kinds }: Engine, student: SyncStudent) {
    for (const kind of running) {
      const spec = kinds[kind];
      const round = fromPromise<RoundEnd, RoundInput>(({ input }) => {
        const wasAsked = asked.delete(kind);
        // Asked and not done (offline, a failure, a wait): the round that follows does it.
        const done = spec.round({ ...input, asked: wasAsked }).then((end) => {
          if (wasAsked && end !== 'sent' && end !== 'stopped') asked.add(kind);
          return end;
        });
        rounds.set(kind, done.catch(() => undefined));
        return done;
      });
      asked.add(kind);
      const initial = { ...NOTHING, ...spec.initial(student.studentId), revision: states.get(kind)!.revision };
      const actor = createActor(machine.provide({ actors: { round } }), {
        input: { student, now, isOnline, nudgeDelay: spec.nudgeDelay, unreadable: spec.texts.unreadable, initial },
        // Only when given: XState takes an explicit `clock: undefined` over its own (setTimeout).
        ...(deps.clock && { clock: deps.clock }),
      });
      actor.subscribe((snapshot) => show(kind, snapshot.context.state));
      actors.set(kind, actor);
    }
    const unNudge = onNudge((kind) => {
      if (!actors.has(kind)) return;
      asked.add(kind);
      actors.get(kind)!.send({ type: 'NUDGE' });
    });
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    stopListening = () => {
      unNudge();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
    actors.forEach((actor) => actor.start());
    // An exam whose time ran out while the app was closed is graded now and sent (issue 32 §7).
    void deps.gradeExpired?.(student.studentId).then((graded) => graded > 0 && actors.get('attempts')?.send({ type: 'NUDGE' }), () => undefined);
  }

  /** A round now; resolves with the kind's state once the round running or started now has ended. */
  async function syncOne(kind: OutboxKind): Promise<OutboxState> {
    const actor = actors.get(kind);
    if (!actor) return states.get(kind)!;
    const before = actor.getSnapshot();
    // A round on its way is joined as it is.
    if (!before.matches('sending')) asked.add(kind);
    actor.send({ type: 'SYNC' });
    const after = actor.getSnapshot();
    if (!after.matches('sending')) return after.context.state;
    const done = (before.matches('sending') ? before.context.rounds : after.context.rounds) + 1;
    // Stopped meanwhile (signed out): the round ends what it posted, and nothing of it is shown.
    const end = new Promise<void>((resolve) => stopped.add(resolve)).then(() => rounds.get(kind));
    await Promise.race([waitFor(actor, (snapshot) => snapshot.context.rounds >= done).then(() => undefined, () => end), end]);
    return states.get(kind)!;
  }

  const views = Object.fromEntries(
    OUTBOX_KINDS.map((kind): [OutboxKind, OutboxView] => [
      kind,
      {
        getState: () => states.get(kind)!,
        subscribe(listener) {
          listeners.get(kind)!.add(listener);
          return () => void listeners.get(kind)!.delete(listener);
        },
      },
    ]),
  ) as Record<OutboxKind, OutboxView>;

  return {
    ...views,
    async follow(student) {
      if (student?.studentId === following?.studentId && student?.token === following?.token) return;
      const own = ++generation;
      stop();
      following = student;
      if (!student) return;
      const loaded = await loadEngine();
      if (own === generation) start(loaded, student);
    },
    async syncNow() {
      const states = await Promise.all(OUTBOX_KINDS.map(syncOne));
      return Object.fromEntries(OUTBOX_KINDS.map((kind, i) => [kind, states[i]])) as Record<OutboxKind, OutboxState>;
    },
  };
}
