/** The notices' banner reloads when the app returns to the foreground (issue 54 §12), and only then. */
import { describe, expect, it } from 'vitest';
import { onForeground } from '../../src/shared/foreground';

describe('onForeground', () => {
  it('calls back when the page becomes visible, not when it is hidden, and stops when told', () => {
    const target = new EventTarget();
    const doc = {
      visibilityState: 'hidden' as DocumentVisibilityState,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    let calls = 0;
    const stop = onForeground(doc as unknown as Document, () => (calls += 1));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toBe(0);
    doc.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toBe(1);
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(calls).toBe(1);
  });
});
