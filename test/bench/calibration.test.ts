/** The calibrated slowdown (issue 53 §1): the index ÷ 440, and a run judges only on a host that held its speed. */
import { describe, expect, it } from 'vitest';
import { calibrationText, fixedSlowdown, slowdownFor, withEndIndex, type Calibration } from '../../bench/calibration';

const start = (index: number): Calibration => ({ index, indexes: [index - 10, index, index + 10], rate: slowdownFor(index), judges: index >= 800 });

describe('calibration', () => {
  it('gives the slowdown of the index ÷ 440, at least 1', () => {
    expect(slowdownFor(1750)).toBe(4);
    expect(slowdownFor(1564)).toBe(3.6);
    expect(slowdownFor(300)).toBe(1);
  });

  it('judges a run whose index at the end is within 1.2× of the start, either way', () => {
    for (const end of [1564, 1304, 1876]) {
      const c = withEndIndex(start(1564), { index: end, indexes: [end] });
      expect(c.judges).toBe(true);
      expect(c.rate).toBe(3.6);
      expect(calibrationText(c)).toContain(`Measured again at the run's end (median of ${end}): **${end}**`);
      expect(calibrationText(c)).not.toContain('judges no start-up budget');
    }
  });

  it('judges nothing when the host sped up or slowed down by more than 1.2× during the run', () => {
    for (const end of [1250, 2472]) {
      const c = withEndIndex(start(1564), { index: end, indexes: [end - 5, end, end + 5] });
      expect(c.judges).toBe(false);
      // The slowdown the pages were measured at stays the start's: the text says what was used.
      expect(c.rate).toBe(3.6);
      expect(calibrationText(c)).toContain('the host\'s speed changed during the run');
      expect(calibrationText(c)).toContain('judges no start-up budget');
    }
  });

  it('keeps a slow host unjudged whatever its index at the end', () => {
    const c = withEndIndex(start(700), { index: 720, indexes: [720] });
    expect(c.judges).toBe(false);
    expect(calibrationText(c)).toContain('Under index 800: this host cannot emulate the phone');
  });

  it('judges nothing at a slowdown given by hand, and says so', () => {
    const c = fixedSlowdown(4);
    expect(c).toMatchObject({ rate: 4, judges: false });
    expect(calibrationText(c)).toBe('CPU slowdown **4×**, given by hand (not calibrated): this run judges no start-up budget.');
  });

  it('names the budgets it leaves unjudged: the interactions share the rules', () => {
    const c = withEndIndex(start(2000), { index: 2600, indexes: [2600] });
    expect(c.judges).toBe(false);
    expect(calibrationText(c, 'interaction')).toContain('this run judges no interaction budget.');
    expect(calibrationText(c, 'interaction')).not.toContain('start-up');
  });
});
