/**
 * The one way the app gives the main thread back between steps of work: a tap or a paint waiting
 * in between is handled first. `scheduler.yield()` where the browser has it (the rest of the work
 * keeps its place in line), a new task otherwise.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the main thread has nothing left to do (`requestIdleCallback`, at the latest after
 * 5 s); where the browser has no idle callbacks (Safari), a second later.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 5000 });
  else setTimeout(work, 1000);
}

/**
 * Resolves once the page as it is now has been painted (after the next frame), or after 250 ms where
 * no frame comes (a hidden tab paints nothing) or the environment has no frames at all.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 250);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
