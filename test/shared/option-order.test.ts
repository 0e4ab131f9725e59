/** Issue 32 §3: options shuffled per attempt, the same for the whole attempt, 'all of the above' last. */
import { describe, expect, it } from 'vitest';
import { optionOrder } from '@/shared/option-order';

const FOUR = ['Angamos', 'Arica', 'Tarapacá', 'San Juan'];

describe('optionOrder', () => {
  it('is a permutation, the same for the same attempt and question', () => {
    const order = optionOrder('attempt-1', 'q1', FOUR);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(optionOrder('attempt-1', 'q1', FOUR)).toEqual(order);
  });

  it('differs between attempts: an option is not always in the same place', () => {
    const places = new Set(Array.from({ length: 40 }, (_, i) => optionOrder(`attempt-${i}`, 'q1', FOUR).indexOf(0)));
    expect(places.size).toBe(4);
  });

  it("keeps options about the others last, in the bank's order", () => {
    const options = ['Uno', 'Todas las anteriores', 'Dos', 'Tres', 'Ninguna de las anteriores'];
    for (let i = 0; i < 20; i++) expect(optionOrder(`a${i}`, 'q2', options).slice(-2)).toEqual([1, 4]);
    expect(optionOrder('a1', 'q3', ['Todas las sangres', 'Otra', 'Más']).length).toBe(3);
    const letters = ['Lima', 'Cusco', 'A y B'];
    for (let i = 0; i < 10; i++) expect(optionOrder(`a${i}`, 'q4', letters)[2]).toBe(2);
  });

  it("without an attempt (nothing started yet) keeps the bank's order", () => {
    expect(optionOrder('', 'q1', FOUR)).toEqual([0, 1, 2, 3]);
  });
});
