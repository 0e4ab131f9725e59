// @vitest-environment jsdom
/**
 * Code fetched on demand is fetched again when its download failed: offline, once the connection
 * returns; online, after a backoff, until a few attempts have failed (then the error is passed on).
 */
import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, importWhenReachable, lazyWhenReachable, ONLINE_ATTEMPTS } from '../../src/lib/browser/import-when-reachable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/chunk.js');

/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flakyLoad<T>(failures: number, value: T) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw fetchFailure();
    return value;
  });
  return load;
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

describe('importWhenReachable', () => {
  it('offline, waits for the connection and asks again once it is back, not before', async () => {
    online = false;
    const load = flakyLoad(1, 'module');
    const result = importWhenReachable(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // However long the student stays offline, nothing is asked for meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, asks again after 1, 2 and 4 s', async () => {
    vi.useFakeTimers();
    const load = flakyLoad(ONLINE_ATTEMPTS - 1, 'module');
    const result = importWhenReachable(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4 * FIRST_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe('module');
  });

  it('online, passes the error on after its attempts fail (a broken chunk is reported, not awaited forever)', async () => {
    vi.useFakeTimers();
    const load = flakyLoad(Infinity, 'never');
    const result = importWhenReachable(load);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(ONLINE_ATTEMPTS);
  });

  it('counts only the failures while online: offline waits start no backoff', async () => {
    vi.useFakeTimers();
    online = false;
    const load = flakyLoad(ONLINE_ATTEMPTS + 2, 'module');
    const result = importWhenReachable(load);
    // Three failures offline, each ended by the connection coming back; the last time it stays.
    for (let i = 1; i <= 3; i++) {
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(i));
      online = i === 3;
      window.dispatchEvent(new Event('online'));
    }
    // Then three failures online (1 + 2 + 4 s of backoff) before the fourth online attempt succeeds.
    await vi.advanceTimersByTimeAsync(7 * FIRST_RETRY_MS);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(ONLINE_ATTEMPTS + 3);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>error screen</p> : this.props.children;
  }
}

describe('lazyWhenReachable', () => {
  it('a component whose code failed to arrive offline keeps its fallback, then draws once the connection returns', async () => {
    online = false;
    const load = flakyLoad(1, { default: () => <p>notice</p> });
    const Lazy = lazyWhenReachable(load);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Boundary>
          <p>page</p>
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        </Boundary>,
      );
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('page');
    await act(async () => goOnline());
    await vi.waitFor(() => expect(container.textContent).toBe('pagenotice'));
    act(() => root.unmount());
  });
});
