/** The bench's API arithmetic: rounds combined into one figure, medians, and the alternating order. */
import { describe, expect, it } from 'vitest';
import { combine, interleaved, type LoadFigure } from '../../bench/api';
import { median } from '../../bench/util';

const run = (rps: number, seconds: number, p99: number, statuses: Record<string, number>): LoadFigure => ({
  name: 'x',
  connections: 10,
  seconds,
  rps,
  p50: p99 / 2,
  p99,
  total: rps * seconds,
  statuses,
  errors: 0,
});

describe('bench API figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('combines rounds into requests over total time, the worst p99 and summed statuses', () => {
    const figure = combine('reads', [run(100, 3, 2, { '200': 300 }), run(300, 1, 5, { '200': 290, '401': 10 })]);
    expect(figure.rps).toBe(150);
    expect(figure.total).toBe(600);
    expect(figure.seconds).toBe(4);
    expect(figure.p99).toBe(5);
    expect(figure.statuses).toEqual({ '200': 590, '401': 10 });
  });

  it('alternates the order of the loads from round to round', async () => {
    const order: string[] = [];
    const fake = (key: string) => async () => {
      order.push(key);
      return run(1, 1, 1, {});
    };
    const runs = await interleaved({ a: fake('a'), b: fake('b'), c: fake('c') }, 3);
    expect(order.join('')).toBe('abccbaabc');
    expect(runs.a).toHaveLength(3);
    expect(runs.c).toHaveLength(3);
  });
});
