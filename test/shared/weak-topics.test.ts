/** 'Temas más débiles' (issue 54 §13): one student's answers do not rank like eight students'. */
import { describe, expect, it } from 'vitest';
import { rankWeakTopics } from '../../src/shared/weak-topics';

describe('rankWeakTopics', () => {
  it('ranks a topic eight students find hard above one a single student found harder', () => {
    const ranked = rankWeakTopics([
      { topic: 1, mastery: 0.1, students: 1 },
      { topic: 2, mastery: 0.25, students: 8 },
      { topic: 3, mastery: 0.8, students: 8 },
      { topic: 4, mastery: 0.7, students: 8 },
    ]);
    expect(ranked.map((t) => t.topic)).toEqual([2, 1, 4, 3]);
    // The shown average is untouched; the estimate lies between it and the overall average.
    expect(ranked.find((t) => t.topic === 1)).toMatchObject({ mastery: 0.1 });
    expect(ranked.find((t) => t.topic === 1)!.estimate).toBeGreaterThan(0.1);
  });

  it('with equal numbers of students keeps the order of the averages', () => {
    const ranked = rankWeakTopics([
      { topic: 5, mastery: 0.6, students: 4 },
      { topic: 6, mastery: 0.3, students: 4 },
    ]);
    expect(ranked.map((t) => t.topic)).toEqual([6, 5]);
    expect(rankWeakTopics([])).toEqual([]);
  });
});
