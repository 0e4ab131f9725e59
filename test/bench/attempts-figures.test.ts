/** The bench's attempts page and sign-in burst: the rows it stores, how it reads a page, how it counts a burst. */
import { describe, expect, it } from 'vitest';
import { burstFigure } from '../../bench/api';
import { attemptRows, attemptsPage } from '../../bench/attempts';
import { findExam, questionsOf } from '../../src/content/exams';
import { attemptBodySchema } from '../../src/shared/sync-api';
import { scoreAnswers } from '../../src/shared/scoring';

describe('bench attempt rows', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const rows = attemptRows(7, 60, now);

  it('are distinct attempts of the student, newest first, all finished before now', () => {
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.id)).size).toBe(60);
    expect(rows.every((r) => r.studentId === 7)).toBe(true);
    const finished = rows.map((r) => Date.parse(r.finishedAt));
    expect(finished.every((t, i) => t < (i ? finished[i - 1] : now))).toBe(true);
    expect(rows.every((r) => Date.parse(r.startedAt) < Date.parse(r.finishedAt))).toBe(true);
  });

  it('are what the API would accept and score: a valid body, scored from the bank', () => {
    for (const row of rows) {
      const body = { id: row.id, examId: row.examId, startedAt: row.startedAt, finishedAt: row.finishedAt, answers: row.answers };
      expect(attemptBodySchema.safeParse(body).success).toBe(true);
      const exam = findExam(row.examId);
      expect(exam?.id).toBe(row.examId);
      const result = scoreAnswers(questionsOf(exam!), row.answers);
      expect({ score: row.score, correct: row.correct, total: row.total }).toEqual({ score: result.percent, correct: result.correct, total: result.total });
      expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('spread over the exams with scores that vary', () => {
    expect(new Set(rows.map((r) => r.examId)).size).toBe(24);
    expect(new Set(rows.map((r) => r.score)).size).toBeGreaterThan(1);
  });
});

describe('bench attempts page', () => {
  it('reads a page with and without a next cursor', () => {
    expect(attemptsPage({ attempts: [{}, {}], next: 'abc' })).toEqual({ items: 2, more: true });
    expect(attemptsPage({ attempts: [{}], next: null })).toEqual({ items: 1, more: false });
  });

  it('reads the bare list the server answered before pages', () => {
    expect(attemptsPage([{}, {}, {}])).toEqual({ items: 3, more: undefined });
  });

  it('refuses anything else', () => {
    expect(() => attemptsPage({ message: 'No autorizado' })).toThrow(/neither a page nor a list/);
    expect(() => attemptsPage(null)).toThrow(/neither a page nor a list/);
  });
});

describe('bench sign-in burst', () => {
  it('counts 401 as reaching argon2, 429 as refused before it, and sorts the rest by status', () => {
    const figure = burstFigure([401, 429, 429, 401, 0, 500, 429, 0], 123);
    expect(figure).toEqual({ requests: 8, reachedArgon2: 2, limited: 3, other: { '0': 2, '500': 1 }, ms: 123 });
  });
});
