/**
 * whenIdle (src/lib/browser/yield-to-main.ts): the outboxes' first round waits for the main thread to
 * be idle (main.tsx), so it does not run between the steps that draw an exam's question; at the
 * latest after 5 s, and where the browser has no idle callbacks, a second later.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/lib/browser/yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle callback, with a 5 s deadline', () => {
    const idle: { callback: () => void; options?: IdleRequestOptions }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
      idle.push({ callback, options });
      return idle.length;
    });
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0].options).toEqual({ timeout: 5000 });
    idle[0].callback();
    expect(work).toHaveBeenCalledOnce();
  });

  it('without idle callbacks, runs a second later, not at once', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
