/**
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
