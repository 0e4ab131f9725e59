/**
 * A bounded queue for expensive work (argon2; issues 31 and 55): at most `concurrency` tasks run at
 * once, at most `maxWaiting` wait, and the next one is refused at once with 503 + Retry-After instead
 * of making every request of the instance wait behind a flood.
 *
 * Fair per client (issue 55): each task names its client (the address the limits count by). One
 * client holds at most `perClient` tasks, running and waiting; a freed slot goes to the waiting
 * client with the fewest tasks in the queue, running and waiting (the oldest task among equals); and when the queue is full, a
 * newcomer from a client with less in it takes the place of the newest task of the client with the
 * most, which is refused instead. So one address, or a few, cannot fill the pool: anyone else's task
 * runs as soon as one slot frees.
 */
import { HttpError } from './http';

export const SERVER_BUSY = 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.';

export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** What a refused request is told to wait. */
  retryAfterSeconds: number;
  /** Tasks one client may have running and waiting at once (default: no bound of its own). */
  perClient?: number;
}

export function serverBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(503, SERVER_BUSY, {}, { 'Retry-After': String(retryAfterSeconds) });
}

interface Waiter {
  client: string;
  /** Hands the task a slot. */
  start: () => void;
  /** Refuses the task (its place was given to another client's). */
  refuse: () => void;
}

/** The client of work that does not name one (the command line, the seed). */
const NO_CLIENT = '';

export function workQueue(initial: WorkQueueOptions) {
  let options = initial;
  let running = 0;
  /** Running tasks per client. */
  const runningBy = new Map<string, number>();
  /** Waiting tasks, oldest first. */
  const waiting: Waiter[] = [];

  /** Waiting tasks per client. */
  const waitingBy = new Map<string, number>();

  const runningOf = (client: string) => runningBy.get(client) ?? 0;
  const load = (client: string) => runningOf(client) + (waitingBy.get(client) ?? 0);

  function enqueue(waiter: Waiter) {
    waiting.push(waiter);
    waitingBy.set(waiter.client, (waitingBy.get(waiter.client) ?? 0) + 1);
  }

  function dequeue(index: number): Waiter {
    const [waiter] = waiting.splice(index, 1);
    const left = (waitingBy.get(waiter.client) ?? 1) - 1;
    if (left > 0) waitingBy.set(waiter.client, left);
    else waitingBy.delete(waiter.client);
    return waiter;
  }

  function startRunning(client: string) {
    runningBy.set(client, runningOf(client) + 1);
  }

  function stopRunning(client: string) {
    const left = runningOf(client) - 1;
    if (left > 0) runningBy.set(client, left);
    else runningBy.delete(client);
  }

  /** The waiting task whose client has the fewest in the queue (the oldest among equals), taken out. */
  function takeNext(): Waiter | undefined {
    let best = -1;
    let fewest = Infinity;
    for (let i = 0; i < waiting.length && fewest > 1; i += 1) {
      const count = load(waiting[i].client);
      if (count < fewest) {
        best = i;
        fewest = count;
      }
    }
    return best < 0 ? undefined : dequeue(best);
  }

  /** Makes room for a task of `client` in a full queue: refuses the newest task of the client with the most, if it has more. */
  function evictFor(client: string): boolean {
    let heaviest: string | undefined;
    let most = load(client) + 1;
    for (const waiter of waiting) {
      const count = load(waiter.client);
      if (count > most) {
        heaviest = waiter.client;
        most = count;
      }
    }
    if (heaviest === undefined) return false;
    for (let i = waiting.length - 1; i >= 0; i -= 1) {
      if (waiting[i].client === heaviest) {
        dequeue(i).refuse();
        return true;
      }
    }
    return false;
  }

  return {
    /** Runs `task` for `client` when a slot is free; throws the 503 at once when there is no room for it. */
    async run<T>(task: () => Promise<T>, client: string = NO_CLIENT): Promise<T> {
      if (options.perClient !== undefined && load(client) >= options.perClient) throw serverBusy(options.retryAfterSeconds);
      if (running < options.concurrency) {
        running += 1;
        startRunning(client);
      } else {
        if (waiting.length >= options.maxWaiting && !evictFor(client)) throw serverBusy(options.retryAfterSeconds);
        // The slot is handed over by the task that frees it (running stays the same).
        await new Promise<void>((resolve, reject) => enqueue({ client, start: resolve, refuse: () => reject(serverBusy(options.retryAfterSeconds)) }));
      }
      try {
        return await task();
      } finally {
        stopRunning(client);
        const next = takeNext();
        if (next) {
          startRunning(next.client);
          next.start();
        } else {
          running -= 1;
        }
      }
    },
    /** Changes the bounds (tests; the server reads them from its configuration). */
    configure(next: Partial<WorkQueueOptions>): void {
      options = { ...options, ...next };
    },
    get options(): WorkQueueOptions {
      return options;
    },
    /** Tasks running and waiting now (tests read it). */
    get pending(): { running: number; waiting: number } {
      return { running, waiting: waiting.length };
    },
  };
}

export type WorkQueue = ReturnType<typeof workQueue>;
