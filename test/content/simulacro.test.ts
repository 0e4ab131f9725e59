/**
 * The 'Simulacro oficial' series (issue 34): drawn afresh each time from the questions in the real
 * exam's known format, its topics weighted by the subjects Law 32421 lists, rebuilt from its id alone.
 */
import { describe, expect, it } from 'vitest';
import { topics } from '@/content/course';
import { examTitle, findExam, mistakesExamId, sourceExamOf } from '@/content/exam-catalog';
import { activeQuestions, findQuestion } from '@/content/question-bank';
import { SIMULACRO_POOL } from '@/content/simulacro-pool';
import { SIMULACRO_QUESTIONS, SIMULACRO_SUBJECTS, fitsSimulacro, isSimulacroId, scoreBySubject, simulacroExam } from '@/content/simulacro';
import { drawSimulacro, drawSimulacroAfter } from '@/content/simulacro-draw';
import type { TopicId } from '@/content/types';
import { attemptBodySchema } from '@/shared/sync-api';

/** A seeded generator (mulberry32), so a failing draw can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const subjectOf = (topic: number) => SIMULACRO_SUBJECTS.find((s) => s.topics.includes(topic as never))!.subject;

/**
 * The items reported of the real exam (Introducción, 'examen-real', issue 51 and RESEARCH.md's press reports): each must be
 * asked by a question the simulacro can draw. A question asks an item when its text and correct
 * answer, read together, match every pattern.
 */
const REPORTED_ITEMS: readonly { item: string; patterns: RegExp[] }[] = [
  { item: 'el ayllu', patterns: [/ayllu/i] },
  { item: 'el río Amazonas', patterns: [/Amazonas/] },
  { item: 'el grito de Zela en Tacna (1811)', patterns: [/Zela/, /Tacna/, /1811/] },
  { item: 'el Perú, Estado Asociado del MERCOSUR', patterns: [/MERCOSUR/i, /condición/, /Estado Asociado/] },
  { item: 'el periodo mínimo de residencia', patterns: [/residencia/, /años/, /naturalización/] },
  { item: 'la primera santa de América', patterns: [/primera santa de América/, /Santa Rosa/] },
  { item: 'la vicuña del escudo, el reino animal', patterns: [/vicuña/, /[Ee]scudo/, /reino animal/] },
  { item: 'Juan Diego Flórez', patterns: [/Juan Diego Flórez/] },
  { item: 'la lúcuma', patterns: [/[Ll]úcuma/] },
];

const askedBy = (patterns: RegExp[]) => (id: string) => {
  const q = findQuestion(id)!;
  const read = [q.text, ...q.correct.map((i) => q.options[i])].join(' · ');
  return patterns.every((re) => re.test(read));
};

describe('the simulacro', () => {
  it('weighs every balotario topic under one of the law’s subjects, 10 questions in all', () => {
    const covered = SIMULACRO_SUBJECTS.flatMap((s) => s.topics).sort((a, b) => a - b);
    expect(covered).toEqual(topics.map((t) => t.id));
    expect(SIMULACRO_SUBJECTS.reduce((n, s) => n + s.questions, 0)).toBe(SIMULACRO_QUESTIONS);
    expect(SIMULACRO_SUBJECTS.map((s) => s.subject)).toEqual(['Historia', 'Geografía', 'Constitución y Estado', 'Arte', 'Cultura', 'Actualidad']);
  });

  it('draws from the frozen pool, which is every question in use in the format (scripts/generate-exam-sets.ts)', () => {
    const pool = Object.values(SIMULACRO_POOL).flat().map((n) => `q${n}`).sort();
    expect(pool).toEqual(activeQuestions.filter(fitsSimulacro).map((q) => q.id).sort());
  });

  it('draws 10 different questions in use, each with one answer among 3 options, weighted by subject', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const id = drawSimulacro(seeded(seed));
      const exam = findExam(id);
      expect(exam, id).toBeDefined();
      expect(exam!.id).toBe(id);
      expect(new Set(exam!.questionIds).size).toBe(SIMULACRO_QUESTIONS);
      const questions = exam!.questionIds.map((q) => findQuestion(q)!);
      for (const q of questions) {
        expect(q.retired, q.id).toBeUndefined();
        expect(fitsSimulacro(q), q.id).toBe(true);
      }
      const perSubject = Object.fromEntries(SIMULACRO_SUBJECTS.map((s) => [s.subject, questions.filter((q) => subjectOf(q.topic) === s.subject).length]));
      expect(perSubject).toEqual(Object.fromEntries(SIMULACRO_SUBJECTS.map((s) => [s.subject, s.questions])));
    }
  });

  it('can draw every item reported of the real exam, and does when drawn many times', () => {
    const pool = Object.values(SIMULACRO_POOL).flat().map((n) => `q${n}`);
    expect(REPORTED_ITEMS.filter(({ patterns }) => !pool.some(askedBy(patterns))).map((r) => r.item)).toEqual([]);
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 3000; seed += 1) for (const id of findExam(drawSimulacro(seeded(seed)))!.questionIds) drawn.add(id);
    expect(REPORTED_ITEMS.filter(({ patterns }) => ![...drawn].some(askedBy(patterns))).map((r) => r.item)).toEqual([]);
  });

  it("draws its 'Actualidad' question from Migraciones, the treaties and the current-affairs topic 21 (issue 51)", () => {
    expect(SIMULACRO_SUBJECTS.find((s) => s.subject === 'Actualidad')!.topics).toEqual([15, 16, 21]);
    // The pool as scripts/generate-exam-sets.ts freezes it: every question in use in the format, by topic.
    const pool: Partial<Record<TopicId, number[]>> = {};
    for (const q of activeQuestions.filter(fitsSimulacro)) (pool[q.topic] ??= []).push(Number(q.id.slice(1)));
    expect(pool[21]?.length ?? 0).toBeGreaterThanOrEqual(32);
    const topicsDrawn = new Map<number, number>();
    const runs = 600;
    for (let seed = 1; seed <= runs; seed += 1) {
      const questions = simulacroExam(drawSimulacro(seeded(seed), pool))!.questionIds.map((id) => findQuestion(id)!);
      const actualidad = questions.filter((q) => subjectOf(q.topic) === 'Actualidad');
      expect(actualidad, `seed ${seed}`).toHaveLength(1);
      topicsDrawn.set(actualidad[0].topic, (topicsDrawn.get(actualidad[0].topic) ?? 0) + 1);
    }
    // A topic at random, then one of its questions: about a third of the runs ask current affairs.
    expect((topicsDrawn.get(21) ?? 0) / runs).toBeGreaterThan(0.25);
    expect([...topicsDrawn.keys()].sort((a, b) => a - b)).toEqual([15, 16, 21]);
  });

  it('draws a fresh exam each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => drawSimulacro()));
    expect(ids.size).toBe(50);
  });

  it('is rebuilt from its id alone: catalog, mistakes exam, title, the attempt schema', () => {
    const id = drawSimulacro(seeded(7));
    expect(isSimulacroId(id)).toBe(true);
    expect(simulacroExam(id)).toEqual(findExam(id));
    expect(findExam(id)).toMatchObject({ series: 'simulacro', title: 'Simulacro oficial', timeLimit: 30, passingScore: 12, totalPoints: 20 });
    expect(sourceExamOf(mistakesExamId(id))?.id).toBe(id);
    expect(examTitle(id)).toBe('Simulacro oficial');
    const body = { id: '3f0c2b1a-1111-4222-8333-444455556666', examId: id, startedAt: '2026-11-27T10:00:00.000-05:00', finishedAt: '2026-11-27T10:20:00.000-05:00', answers: [] };
    expect(attemptBodySchema.safeParse(body).success).toBe(true);
    expect(attemptBodySchema.safeParse({ ...body, examId: mistakesExamId(id) }).success).toBe(true);
    // Not an exam: a repeated question, or too few.
    const parts = id.split('-');
    expect(findExam([...parts.slice(0, -1), parts[1]].join('-'))).toBeUndefined();
    expect(findExam(parts.slice(0, -1).join('-'))).toBeUndefined();
  });

  it("'Repetir Examen' draws anew: none of the last simulacro's questions, still weighted by subject (issue 50 §6)", () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = seeded(seed);
      const first = drawSimulacro(random);
      const again = drawSimulacroAfter(first, random);
      const [before, after] = [first, again].map((id) => findExam(id)!.questionIds);
      expect(after.filter((q) => before.includes(q)), `${first} → ${again}`).toEqual([]);
      const questions = after.map((q) => findQuestion(q)!);
      expect(questions.every(fitsSimulacro)).toBe(true);
      const perSubject = SIMULACRO_SUBJECTS.map((s) => questions.filter((q) => subjectOf(q.topic) === s.subject).length);
      expect(perSubject).toEqual(SIMULACRO_SUBJECTS.map((s) => s.questions));
    }
  });

  it('asks the avoided questions again only once a subject has no other left', () => {
    // A pool where the first subject has exactly its questions and one more: that one is drawn, then an avoided one.
    const [first] = SIMULACRO_SUBJECTS;
    const pool = { ...SIMULACRO_POOL, [first.topics[0]]: [9001, 9002], ...Object.fromEntries(first.topics.slice(1).map((t) => [t, []])) };
    const id = drawSimulacro(seeded(3), pool, new Set([9001]));
    const numbers = findExamNumbers(id).slice(0, first.questions);
    expect(numbers).toContain(9002);
    expect(new Set(numbers).size).toBe(first.questions);
  });
});

/** The question numbers of a simulacro id, in its order (the pool in the test above is not the bank's). */
function findExamNumbers(id: string): number[] {
  return id.split('-').slice(1).map((part) => parseInt(part, 36));
}

describe("the simulacro's result by subject", () => {
  /** Each subject's topics, read from SIMULACRO_SUBJECTS (a topic added to a subject counts under it). */
  const answer = (topic: TopicId, correct: boolean) => ({ topic, correct });

  it('counts correct of asked under the subject whose topics hold the question, in the subjects’ order', () => {
    // Two answers per subject, from its last topic: the first right, the second wrong in every other subject.
    const answers = SIMULACRO_SUBJECTS.flatMap((s, i) => [answer(s.topics[s.topics.length - 1], true), answer(s.topics[0], i % 2 === 0)]);
    expect(scoreBySubject(answers)).toEqual(SIMULACRO_SUBJECTS.map((s, i) => ({ subject: s.subject, correct: i % 2 === 0 ? 2 : 1, asked: 2 })));
  });

  it('adds up to the attempt, every subject asked its share in a drawn simulacro', () => {
    const exam = findExam(drawSimulacro(seeded(11)))!;
    const questions = exam.questionIds.map((id) => findQuestion(id)!);
    const scores = scoreBySubject(questions.map((q, i) => answer(q.topic, i < 6)));
    expect(scores.map((s) => [s.subject, s.asked])).toEqual(SIMULACRO_SUBJECTS.map((s) => [s.subject, s.questions]));
    expect(scores.reduce((n, s) => n + s.correct, 0)).toBe(6);
  });

  it('leaves out a subject the exam did not ask (a mistakes exam)', () => {
    const [first, , third] = SIMULACRO_SUBJECTS;
    expect(scoreBySubject([answer(third.topics[0], false), answer(first.topics[0], false)])).toEqual([
      { subject: first.subject, correct: 0, asked: 1 },
      { subject: third.subject, correct: 0, asked: 1 },
    ]);
  });
});
