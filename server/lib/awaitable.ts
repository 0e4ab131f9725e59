/**
 * Values that are ready now or later. The hot read path (a cached token, student and course list)
 * stays synchronous end to end, which lets @hono/node-server write the answer in the same tick
 * instead of through a promise chain and a close listener per request (about a fifth more reads
 * per second); a cache miss simply returns a promise.
 */
export type Awaitable<T> = T | Promise<T>;

/** Calls `next` with the value: at once when it is ready, else when the promise settles. */
export function whenReady<T, R>(value: Awaitable<T>, next: (value: T) => Awaitable<R>): Awaitable<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
