/**
 * The 24 practice exams assembled from the question bank: the real bank (these fail on counts while
 * the bank is still being written) and synthetic banks of other sizes and topic spreads, so the
 * assembly rules are checked for any bank the course may grow into.
 */
import { describe, expect, it } from 'vitest';
import { assembleExams, examsOfSeries, exams, findExam, nextExam, questionsOf, type Exam } from '@/content/exams';
import { topics } from '@/content/course';
import { questionBank } from '@/content/question-bank';
import type { Question, TopicId } from '@/content/types';

const PRINCIPAL_IDS = Array.from({ length: 12 }, (_, i) => `principal-${String(i + 1).padStart(2, '0')}`);
const COMPLEMENTARY_IDS = Array.from({ length: 12 }, (_, i) => `complementario-${String(i + 1).padStart(2, '0')}`);

/** Every assembly rule, checked against `bank`. */
function expectValidExams(list: readonly Exam[], bank: readonly Question[]) {
  const byId = new Map(bank.map((q) => [q.id, q]));
  expect(list.map((e) => e.id)).toEqual([...PRINCIPAL_IDS, ...COMPLEMENTARY_IDS]);
  for (const exam of list) {
    expect(exam.questionIds, exam.id).toHaveLength(10);
    expect(new Set(exam.questionIds).size, `${exam.id} repeats a question`).toBe(10);
    const questions = exam.questionIds.map((id) => byId.get(id));
    expect(questions.every(Boolean), `${exam.id} has a question outside the bank`).toBe(true);
    const covered = new Set(questions.map((q) => q!.topic));
    expect(covered.size, `${exam.id} covers too few topics`).toBeGreaterThanOrEqual(5);
    for (const topic of covered) {
      const name = topics.find((t) => t.id === topic)!.title.split(':')[0].trim();
      expect(exam.description, `${exam.id} description names topic ${topic}`).toContain(name);
    }
  }
  const used = new Set(list.flatMap((e) => e.questionIds));
  expect(bank.filter((q) => !used.has(q.id)).map((q) => q.id), 'questions no exam uses').toEqual([]);

  const p1 = list[0].questionIds.map((id) => byId.get(id)!);
  expect(p1.slice(0, 3).some((q) => q.correct.length > 1), 'principal-01 opens with a several-answer question').toBe(true);

  const principal = list.filter((e) => e.series === 'principal');
  const complementary = list.filter((e) => e.series === 'complementario');
  principal.forEach((p, i) => expect(complementary[i].questionIds, p.id).not.toEqual(p.questionIds));
  expect(complementary.flatMap((e) => e.questionIds)).not.toEqual(principal.flatMap((e) => e.questionIds));
}

describe('the course exams (from the real bank)', () => {
  it('are 12 principal and 12 complementary exams with the course format', () => {
    expect(examsOfSeries('principal').map((e) => e.id)).toEqual(PRINCIPAL_IDS);
    expect(examsOfSeries('complementario').map((e) => e.id)).toEqual(COMPLEMENTARY_IDS);
    for (const exam of exams) {
      expect(exam).toMatchObject({ totalPoints: 20, passingScore: 12, timeLimit: 30 });
      const title = exam.series === 'principal' ? 'Examen Principal' : 'Examen Complementario';
      expect(exam.title).toBe(`${title} ${exam.number}`);
      expect(exam.id.endsWith(String(exam.number).padStart(2, '0'))).toBe(true);
    }
  });

  it('have 10 valid, distinct questions over at least 5 topics and use every banked question', () => {
    expect(questionBank.length, 'bank size').toBeGreaterThanOrEqual(120);
    expectValidExams(exams, questionBank);
    expect(new Set(exams.flatMap((e) => e.questionIds)).size).toBeGreaterThanOrEqual(120);
  });

  it('questionsOf returns the bank questions in exam order', () => {
    for (const exam of exams) expect(questionsOf(exam).map((q) => q.id)).toEqual(exam.questionIds);
  });
});

describe('finding exams', () => {
  it('finds an exam by id, or by series and trailing number', () => {
    expect(findExam('principal-07')?.id).toBe('principal-07');
    expect(findExam('complementario-3')?.id).toBe('complementario-03');
    expect(findExam('principal-3')?.id).toBe('principal-03');
    expect(findExam('complementario-12')?.id).toBe('complementario-12');
    expect(findExam('complementario-13')).toBeUndefined();
    expect(findExam('principal-0')).toBeUndefined();
    expect(findExam('otro-03')).toBeUndefined();
    expect(findExam('')).toBeUndefined();
  });

  it('nextExam is the next one of the same series, none after the last', () => {
    expect(nextExam('principal-01')?.id).toBe('principal-02');
    expect(nextExam('complementario-3')?.id).toBe('complementario-04');
    expect(nextExam('principal-12')).toBeUndefined();
    expect(nextExam('complementario-12')).toBeUndefined();
    expect(nextExam('nope')).toBeUndefined();
  });
});

describe('assembleExams (synthetic banks)', () => {
  /** A bank with `counts[t]` questions of topic t + 1; every `severalEvery`-th question has 2 answers. */
  function bank(counts: number[], severalEvery = 9): Question[] {
    const out: Question[] = [];
    counts.forEach((count, t) => {
      for (let i = 0; i < count; i += 1) {
        const n = out.length;
        out.push({
          id: `q${101 + n}`,
          topic: (t + 1) as TopicId,
          text: `Pregunta ${n}`,
          options: ['A', 'B', 'C', 'D'],
          correct: n % severalEvery === severalEvery - 1 ? [0, 2] : [1],
          points: 2,
          explanation: 'Explicación.',
          source: { path: 'material/geografia', anchor: 'regiones' },
        });
      }
    });
    return out;
  }

  const banks: Record<string, number[]> = {
    'the planned bank (~130, topics 1–3 larger)': [12, 8, 12, 6, 6, 6, 6, 6, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    '120 questions, 6 per topic': Array.from({ length: 20 }, () => 6),
    '240 questions, 12 per topic': Array.from({ length: 20 }, () => 12),
    'one dominant topic': [40, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
    'uneven, 199 questions': [20, 3, 15, 9, 4, 12, 7, 10, 6, 14, 8, 11, 5, 13, 9, 10, 7, 12, 16, 8],
  };

  for (const [name, counts] of Object.entries(banks)) {
    it(`follows every rule for ${name}`, () => {
      const b = bank(counts);
      expectValidExams(assembleExams(b), b);
    });
  }

  it('is deterministic and independent of the bank order', () => {
    const b = bank(banks['the planned bank (~130, topics 1–3 larger)']);
    const ids = (list: Exam[]) => list.map((e) => e.questionIds);
    expect(ids(assembleExams([...b].reverse()))).toEqual(ids(assembleExams(b)));
  });

  it('does not give two exams the same set of questions', () => {
    const b = bank(banks['the planned bank (~130, topics 1–3 larger)']);
    const sets = assembleExams(b).map((e) => [...e.questionIds].sort().join());
    expect(new Set(sets).size).toBe(24);
  });

  it('survives an empty or tiny bank without throwing', () => {
    expect(assembleExams([]).every((e) => e.questionIds.length === 0)).toBe(true);
    const tiny = bank([2, 2, 1]);
    expect(assembleExams(tiny).every((e) => e.questionIds.length === 5 && new Set(e.questionIds).size === 5)).toBe(true);
  });
});
