/**
 * The learning store: one per student, shared by every screen that shows what the student knows
 * (the sidebar's Repaso count, Mis Cursos, Repaso, Mi progreso), so they all show the same numbers.
 * It loads the attempts (device and, once per app session, the server's history) and the review log,
 * and derives the schedule (lib/learning/learning-model.ts explains the model's input). It recomputes when a
 * screen asks (on opening, on navigating), after a Repaso answer, and when the review outbox pulled
 * events from another device (app-main.tsx calls refreshShownLearning).
 *
 * This module stays small: the model (ts-fsrs), the bank and IndexedDB load on first use, so a study
 * page, whose sidebar shows the count, does not wait for them.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Attempt } from '../../shared/attempt';
import type { ReviewEvent } from '../../shared/learning/events';
import type { BankQuestion, LearningData } from './learning-model';
import { localStore, type StudentId } from '../storage/local-store';
import { afterNextPaint } from '../browser/yield-to-main';
import { nudge } from '@/sync/nudge';
import { deviceSettings, examDateOf, saveExamDate, syncStudySettings, type SettingsTransport } from '../../sync/study-settings-sync';

export type { BankQuestion, LearningData };

export interface LearningDeps {
  /** The question bank (content/question-bank.ts), passed in: lib does not import content. */
  bank: () => Promise<readonly BankQuestion[]>;
  /** The server's history of attempts (api.listAttempts): fetched once per app session and student. */
  remoteAttempts?: () => Promise<Attempt[]>;
  /** The exam date's sync with the server (sync/study-settings-sync.ts): read once per app session, sent when changed. */
  settings?: SettingsTransport;
}

export type LearningState =
  | { status: 'loading' }
  | { status: 'ready'; data: LearningData }
  | { status: 'error'; message: string };

interface Entry {
  state: LearningState;
  listeners: Set<() => void>;
  /** The server's attempts once fetched; a failed fetch (offline) is tried again on the next refresh. */
  remote: Attempt[] | null;
  /** The fetch on its way: the first figures wait for it, so a new device never shows a false 0. */
  fetching: Promise<void> | null;
  /** Only the latest refresh may publish. */
  seq: number;
  /** Refreshes on their way: an answer is folded into the figures only when none is. */
  refreshing: number;
  /** The bank the figures were computed with. */
  questions: readonly BankQuestion[] | null;
  /** The server's study settings were read in this app session. */
  settingsRead: boolean;
  deps: LearningDeps | null;
}

const LOADING: LearningState = { status: 'loading' };
const entries = new Map<StudentId, Entry>();

/** A useSyncExternalStore subscription to a student's entry. */
function subscribeTo(entry: Entry) {
  return (listener: () => void) => {
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
    };
  };
}

function entryOf(studentId: StudentId): Entry {
  let entry = entries.get(studentId);
  if (!entry) {
    entry = { state: LOADING, listeners: new Set(), remote: null, fetching: null, seq: 0, refreshing: 0, questions: null, deps: null, settingsRead: false };
    entries.set(studentId, entry);
  }
  return entry;
}

/** The device's calendar day, as the Repaso count is 'for today'. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Today's Repaso count on the installed app's icon (Badging API, where the browser has it; issue 35),
 * cleared at 0. The reminder's push sets it too (public/sw-push.js).
 */
function showDueOnAppIcon(count: number) {
  const badging = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.())?.catch(() => undefined);
}

let storageAsked = false;
/**
 * Once the student has answered something (an exam, Repaso), the app asks the browser to keep its
 * data (issue 35): without it a browser may evict the device's log and outbox under storage pressure.
 */
function keepStorage() {
  if (storageAsked) return;
  storageAsked = true;
  void navigator.storage?.persisted?.()
    .then((kept) => (kept ? true : navigator.storage.persist()))
    .catch(() => undefined);
}

function publish(entry: Entry, state: LearningState, studentId?: StudentId) {
  entry.state = state;
  // Kept for the sidebar of pages that never load the model (study pages, exam lists).
  if (state.status === 'ready' && studentId !== undefined) {
    localStore.setDueToday(studentId, localDay(), state.data.due.length);
    showDueOnAppIcon(state.data.due.length);
    if (state.data.events.length > 0) keepStorage();
  }
  entry.listeners.forEach((l) => l());
}

/** Starts fetching the server's history unless it is known or on its way; resolves when it settles. */
function fetchRemote(entry: Entry, deps: LearningDeps): Promise<void> {
  if (!deps.remoteAttempts || entry.remote) return Promise.resolve();
  entry.fetching ??= deps
    .remoteAttempts()
    .then((attempts) => {
      entry.remote = attempts;
    })
    .catch(() => undefined)
    .finally(() => {
      entry.fetching = null;
    });
  return entry.fetching;
}

/** Reloads the student's data from the device and recomputes (what a screen calls when it opens). */
export async function refreshLearning(studentId: StudentId, deps?: LearningDeps): Promise<void> {
  const entry = entryOf(studentId);
  const use = deps ?? entry.deps;
  if (!use) return;
  entry.deps = use;
  const seq = ++entry.seq;
  entry.refreshing += 1;
  try {
    await recompute(studentId, entry, use, seq);
  } finally {
    entry.refreshing -= 1;
  }
}

async function recompute(studentId: StudentId, entry: Entry, use: LearningDeps, seq: number): Promise<void> {
  const known = entry.remote !== null;
  const remote = fetchRemote(entry, use);
  // Only the first figures wait for the server (offline it fails at once); later ones are redone
  // when a history that was missing arrives.
  if (use.settings && (!entry.settingsRead || deviceSettings(studentId)?.pending)) {
    const { settings } = use;
    const synced = syncStudySettings(studentId, settings).then((changed) => {
      entry.settingsRead = true;
      return changed;
    });
    // The first figures wait for it (offline it fails at once); later ones are redone if it changed the date.
    if (entry.state.status !== 'ready') await synced;
    else {
      void synced.then((changed) => {
        if (changed && seq === entry.seq) void refreshLearning(studentId, use);
      });
    }
  }
  if (entry.state.status !== 'ready') await remote;
  else if (!known) {
    void remote.then(() => {
      if (entry.remote && seq === entry.seq) void refreshLearning(studentId, use);
    });
  }
  try {
    const [model, storage, questions] = await Promise.all([import('./learning-model'), import('../storage/indexed-db'), use.bank()]);
    const [local, reviewEvents] = await Promise.all([storage.listAttempts(studentId), storage.listReviewEvents(studentId)]);
    const data = model.deriveLearning({
      attempts: model.mergeAttemptLists(local, entry.remote ?? []),
      reviewEvents,
      questions,
      now: Date.now(),
      examDate: examDateOf(studentId),
    });
    if (seq === entry.seq) {
      entry.questions = questions;
      publish(entry, { status: 'ready', data }, studentId);
    }
  } catch {
    if (seq === entry.seq && entry.state.status !== 'ready') {
      publish(entry, { status: 'error', message: 'No se pudo leer tu progreso guardado en este dispositivo.' });
    }
  }
}

/**
 * Stores a Repaso answer (first, before anything else), recomputes every screen and asks the review
 * outbox to send it soon. The screens are recomputed once the answer's feedback has been painted:
 * a store update renders at once, and before that paint it would hold the feedback back (issue 29).
 */
export async function recordReview(studentId: StudentId, event: ReviewEvent): Promise<void> {
  const { appendReviewEvents } = await import('../storage/indexed-db');
  await Promise.all([appendReviewEvents(studentId, [event]), afterNextPaint()]);
  nudge('reviews');
  const entry = entryOf(studentId);
  if (entry.state.status === 'ready' && entry.questions && entry.refreshing === 0) {
    // The answer → feedback path: fold the answer in rather than replay the whole log.
    const { foldEvent } = await import('./learning-model');
    const folded = foldEvent(entry.state.data, event, entry.questions, Date.now());
    if (folded) {
      entry.seq += 1;
      publish(entry, { status: 'ready', data: folded }, studentId);
      return;
    }
  }
  await refreshLearning(studentId);
}

/** Events pulled from the server (another device's answers) change every student screen on this one. */
export function refreshShownLearning(studentId: StudentId): void {
  const entry = entries.get(studentId);
  if (entry && entry.listeners.size > 0) void refreshLearning(studentId);
}

const NO_STUDENT = (): LearningState => LOADING;
const noop = () => () => {};

/**
 * The student's learning data for a screen; refreshed when it mounts and whenever `reloadKey`
 * changes (the sidebar passes the page path: an exam finished meanwhile changes the count).
 * `deps` must be stable (a module constant or memoized).
 */
export function useLearning(studentId: StudentId | null, deps: LearningDeps, reloadKey?: unknown): LearningState {
  const store = useMemo(() => {
    if (studentId === null) return { subscribe: noop, get: NO_STUDENT };
    const entry = entryOf(studentId);
    return {
      subscribe: subscribeTo(entry),
      get: () => entry.state,
    };
  }, [studentId]);
  const state = useSyncExternalStore(store.subscribe, store.get, NO_STUDENT);
  useEffect(() => {
    if (studentId !== null) void refreshLearning(studentId, deps);
  }, [studentId, deps, reloadKey]);
  return state;
}

/**
 * Today's Repaso count without loading the model: live once a screen of this page computed it, else
 * the count computed earlier today (null when there is none). The sidebar of every course page shows
 * it; loading the model there would add the bank and ts-fsrs to every study page's download.
 */
export function useDueToday(studentId: StudentId | null): number | null {
  const store = useMemo(() => {
    if (studentId === null) return { subscribe: noop, get: () => null };
    const entry = entryOf(studentId);
    return {
      subscribe: subscribeTo(entry),
      get: () => (entry.state.status === 'ready' ? entry.state.data.due.length : localStore.getDueToday(studentId, localDay())),
    };
  }, [studentId]);
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

/** 'Fecha de mi examen' (YYYY-MM-DD, or null to clear it): saved on the device, then synced to every device of the student. */
export function setExamDate(studentId: StudentId, isoDate: string | null): Promise<void> {
  saveExamDate(studentId, isoDate);
  return refreshLearning(studentId);
}
