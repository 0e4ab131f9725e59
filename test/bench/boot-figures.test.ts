/** The boot bench's arithmetic: a run joins its quiet load's figures with its tapped load's tap, and the medians over runs. */
import { describe, expect, it } from 'vitest';
import { summarizeBoot, withTapOf, type BootRun } from '../../bench/boot';

const load = (over: Partial<BootRun>): BootRun => ({
  fcp: 500,
  longTasks: 2,
  blocking: 100,
  longest: 150,
  focus: 600,
  tap: NaN,
  lcp: 520,
  lcpElement: 'p#remember-help',
  lcpSize: 11581,
  cls: 0,
  ...over,
});

describe('boot bench figures', () => {
  it('takes every figure from the quiet load and only the tap from the tapped one', () => {
    const quiet = load({ fcp: 480, lcp: 490, blocking: 10 });
    // A tapped load reports no LCP once the tap came (NaN) and its other figures are cut short.
    const tapped = load({ fcp: 700, lcp: NaN, blocking: 900, longTasks: 9, tap: 48 });
    expect(withTapOf(quiet, tapped)).toEqual({ ...quiet, tap: 48 });
  });

  it('keeps an unanswered tap unanswered', () => {
    expect(withTapOf(load({}), load({ tap: NaN })).tap).toBeNaN();
  });

  it('gives every joined run an LCP and counts the answered taps', () => {
    const runs = [
      withTapOf(load({ lcp: 500 }), load({ lcp: NaN, tap: 40 })),
      withTapOf(load({ lcp: 520 }), load({ lcp: NaN, tap: NaN })),
      withTapOf(load({ lcp: 560 }), load({ lcp: NaN, tap: 60 })),
    ];
    const summary = summarizeBoot(runs, []);
    expect(summary.lcp).toBe(520);
    expect(summary.tap).toBe(50);
    expect(summary.tapsAnswered).toBe(2);
    expect(summary.runs).toBe(3);
  });

  it('names the element most runs painted largest and how long after the first paint it came', () => {
    const runs = [
      load({ fcp: 480, lcp: 480, lcpElement: 'p#remember-help' }),
      load({ fcp: 500, lcp: 620, lcpElement: 'h1.chakra-heading' }),
      load({ fcp: 510, lcp: 520, lcpElement: 'p#remember-help' }),
    ];
    const summary = summarizeBoot(runs, []);
    expect(summary.lcpElement).toBe('p#remember-help');
    expect(summary.lcpOverFcp).toBe(10);
    expect(summarizeBoot([], []).lcpElement).toBe('');
  });
});
