/**
 * A bounded queue for expensive work (argon2; issue 31): at most `concurrency` tasks run at once,
 * at most `maxWaiting` wait, and the next one is refused at once with 503 + Retry-After instead of
 * making every request of the instance wait behind a flood.
 */
import { HttpError } from './http';

export const SERVER_BUSY = 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.';

export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** What a refused request is told to wait. */
  retryAfterSeconds: number;
}

export function serverBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(503, SERVER_BUSY, {}, { 'Retry-After': String(retryAfterSeconds) });
}

export function workQueue(initial: WorkQueueOptions) {
  let options = initial;
  let running = 0;
  const waiting: (() => void)[] = [];

  return {
    /** Runs `task` when a slot is free; throws the 503 at once when the queue is full. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running += 1;
      else if (waiting.length >= options.maxWaiting) throw serverBusy(options.retryAfterSeconds);
      // The slot is handed over by the task that frees it (running stays the same).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Changes the bounds (tests; the server reads them from its configuration). */
    configure(next: Partial<WorkQueueOptions>): void {
      options = { ...options, ...next };
    },
    get options(): WorkQueueOptions {
      return options;
    },
  };
}

export type WorkQueue = ReturnType<typeof workQueue>;
