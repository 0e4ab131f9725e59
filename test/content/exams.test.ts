/**
 * The 24 practice exams assembled from the question bank: the frozen exams of the real bank, and
 * synthetic banks of other sizes and topic spreads, so the assembly rules are checked for any bank
 * the course may grow into (issue 21: at most 2 questions shared by two exams, every topic in each
 * series, even difficulty by question type).
 */
import { describe, expect, it } from 'vitest';
import { assembleExams, examOfRun, examVersions, examsOfSeries, exams, findExam, nextExam, questionsOf, versionHolding, type Exam } from '@/content/exams';
import { earlierExamSets } from '@/content/exam-history';
import { topics } from '@/content/course';
import { activeQuestions, questionBank } from '@/content/question-bank';
import type { Question, TopicId } from '@/content/types';

const PRINCIPAL_IDS = Array.from({ length: 12 }, (_, i) => `principal-${String(i + 1).padStart(2, '0')}`);
const COMPLEMENTARY_IDS = Array.from({ length: 12 }, (_, i) => `complementario-${String(i + 1).padStart(2, '0')}`);

const several = (q: Question) => q.correct.length > 1;
const spreadOf = (values: number[]) => Math.max(...values) - Math.min(...values);

/** Every assembly rule, checked against `bank`; `roomy`: every topic has a question for each of its slots. */
function expectValidExams(list: readonly Exam[], bank: readonly Question[], { roomy }: { roomy: boolean }) {
  const byId = new Map(bank.map((q) => [q.id, q]));
  expect(list.map((e) => e.id)).toEqual([...PRINCIPAL_IDS, ...COMPLEMENTARY_IDS]);
  const bankTopics = new Set(bank.filter((q) => !q.retired).map((q) => q.topic));
  for (const exam of list) {
    expect(exam.questionIds, exam.id).toHaveLength(10);
    expect(new Set(exam.questionIds).size, `${exam.id} repeats a question`).toBe(10);
    const questions = exam.questionIds.map((id) => byId.get(id));
    expect(questions.every(Boolean), `${exam.id} has a question outside the bank`).toBe(true);
    expect(questions.filter((q) => q!.retired).map((q) => q!.id), `${exam.id} holds retired questions`).toEqual([]);
    const covered = new Set(questions.map((q) => q!.topic));
    // Ten topics when the bank has them; a bank of few topics repeats each as little as it can.
    expect(covered.size, `${exam.id} topics`).toBe(Math.min(10, bankTopics.size));
    for (const topic of covered) {
      const name = topics.find((t) => t.id === topic)!.title.split(':')[0].trim();
      expect(exam.description, `${exam.id} description names topic ${topic}`).toContain(name);
    }
  }

  const p1 = list[0].questionIds.map((id) => byId.get(id)!);
  if (bank.some(several)) expect(several(p1[0]), 'principal-01 opens with a several-answer question').toBe(true);

  for (const series of ['principal', 'complementario']) {
    const inSeries = list.filter((e) => e.series === series);
    // Every topic in the series, each in as many exams as any other (one more at most).
    const perTopic = [...bankTopics].map((t) => inSeries.filter((e) => e.questionIds.some((id) => byId.get(id)!.topic === t)).length);
    expect(Math.min(...perTopic), `${series}: a topic missing`).toBeGreaterThan(0);
    expect(spreadOf(perTopic), `${series}: topics evenly`).toBeLessThanOrEqual(1);
    // Difficulty by question type: several-answer questions dealt evenly.
    const severalCounts = inSeries.map((e) => e.questionIds.filter((id) => several(byId.get(id)!)).length);
    expect(spreadOf(severalCounts), `${series}: several-answer questions ${severalCounts.join(' ')}`).toBeLessThanOrEqual(series === 'principal' ? 0 : 1);
  }

  if (roomy) {
    const ids = list.flatMap((e) => e.questionIds);
    expect(new Set(ids).size, 'no question in two exams').toBe(ids.length);
    const three = list.map((e) => e.questionIds.filter((id) => byId.get(id)!.options.length === 3).length);
    expect(spreadOf(three), `three-option questions ${three.join(' ')}`).toBeLessThanOrEqual(1);
  }
  for (let i = 0; i < list.length; i += 1) {
    for (let j = i + 1; j < list.length; j += 1) {
      const shared = list[i].questionIds.filter((id) => list[j].questionIds.includes(id)).length;
      expect(shared, `${list[i].id} and ${list[j].id} share`).toBeLessThanOrEqual(roomy ? 0 : 2);
    }
  }
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

  it('follow every assembly rule, with no question in two exams', () => {
    expect(activeQuestions.length, 'questions in use').toBeGreaterThanOrEqual(400);
    expectValidExams(exams, questionBank, { roomy: true });
  });

  it('questionsOf returns the bank questions in exam order', () => {
    for (const exam of exams) expect(questionsOf(exam).map((q) => q.id)).toEqual(exam.questionIds);
  });
});

describe('earlier versions of an exam (after a rebuild)', () => {
  const [examId, lists] = Object.entries(earlierExamSets)[0] ?? [];

  it('are kept for every exam the last rebuild changed', () => {
    expect(examId, 'the rebuild kept the exams it replaced').toBeDefined();
    expect(lists!.length).toBeGreaterThan(0);
    expect(examVersions(examId!)[0]).toEqual(findExam(examId!)!.questionIds);
    expect(examVersions(examId!).slice(1)).toEqual([...lists!].reverse());
    // Every question an earlier version holds is still in the bank: old attempts still render.
    for (const list of Object.values(earlierExamSets).flat()) expect(questionsOf({ ...findExam(examId!)!, questionIds: [...list] })).toHaveLength(list.length);
  });

  it('a run begun on an earlier version resumes with its questions; a new run gets the current ones', () => {
    const earlier = [...lists!.at(-1)!];
    const current = findExam(examId!)!.questionIds;
    expect(earlier).not.toEqual(current);
    expect(examOfRun(examId!, earlier)?.questionIds).toEqual(earlier);
    // A run saved before runs kept their questions: found by the questions it has answers to.
    const onlyEarlier = earlier.filter((id) => !current.includes(id)).slice(0, 2);
    expect(examOfRun(examId!, onlyEarlier)?.questionIds).toEqual(earlier);
    expect(examOfRun(examId!, [])?.questionIds).toEqual(current);
    expect(versionHolding(examId!, ['q1'])).toBeUndefined();
  });

  it("'Repetir solo mis errores' of an earlier attempt takes its questions in that version's order", () => {
    const earlier = [...lists!.at(-1)!];
    const missed = [earlier[5], earlier[1]];
    const retake = examOfRun(`errores-${examId}`, missed);
    expect(retake?.id).toBe(`errores-${examId}`);
    expect(retake?.questionIds).toEqual([earlier[1], earlier[5]]);
    expect(retake?.timeLimit).toBe(6);
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
  /**
   * A bank with `counts[t]` questions of topic t + 1: every `severalEvery`-th has 2 answers, every
   * third of the others 3 options (like the real bank's new questions).
   */
  function bank(counts: number[], severalEvery = 9): Question[] {
    const out: Question[] = [];
    counts.forEach((count, t) => {
      for (let i = 0; i < count; i += 1) {
        const n = out.length;
        const isSeveral = n % severalEvery === severalEvery - 1;
        out.push({
          id: `q${101 + n}`,
          topic: (t + 1) as TopicId,
          text: `Pregunta ${n}`,
          options: !isSeveral && n % 3 === 0 ? ['A', 'B', 'C'] : ['A', 'B', 'C', 'D'],
          correct: isSeveral ? [0, 2] : [1],
          points: 2,
          explanation: 'Explicación.',
          source: { path: 'material/geografia', anchor: 'regiones' },
        });
      }
    });
    return out;
  }

  const roomyBanks: Record<string, number[]> = {
    'the planned bank (~420, 15 to 30 a topic)': [30, 18, 24, 21, 22, 20, 19, 23, 15, 25, 17, 22, 18, 20, 16, 21, 23, 19, 17, 20],
    '240 questions, 12 per topic (exactly the slots)': Array.from({ length: 20 }, () => 12),
    '300 questions, 15 per topic': Array.from({ length: 20 }, () => 15),
  };
  const narrowBanks: Record<string, number[]> = {
    "yesterday's bank (167, 5 to 15 a topic)": [15, 9, 14, 8, 9, 7, 7, 13, 7, 8, 8, 8, 7, 6, 6, 8, 8, 6, 7, 6],
    'uneven, 199 questions': [20, 3, 15, 9, 4, 12, 7, 10, 6, 14, 8, 11, 5, 13, 9, 10, 7, 12, 16, 8],
  };

  for (const [name, counts] of Object.entries(roomyBanks)) {
    it(`follows every rule for ${name}, no question in two exams`, () => {
      const b = bank(counts);
      expectValidExams(assembleExams(b), b, { roomy: true });
    });
  }

  for (const [name, counts] of Object.entries(narrowBanks)) {
    it(`follows every rule for ${name}, two exams sharing at most 2 questions`, () => {
      const b = bank(counts);
      expectValidExams(assembleExams(b), b, { roomy: false });
    });
  }

  it('leaves retired questions out', () => {
    const b = bank(roomyBanks['300 questions, 15 per topic']).map((q, i) => (i % 5 === 0 ? { ...q, retired: { duplicateOf: 'q101' } } : q));
    const ids = new Set(assembleExams(b).flatMap((e) => e.questionIds));
    expect(b.filter((q) => q.retired && ids.has(q.id))).toEqual([]);
  });

  it('gives every principal exam two several-answer questions when the bank has enough, and fewer evenly when not', () => {
    const count = (list: Exam[], b: Question[]) => list.map((e) => e.questionIds.filter((id) => several(b.find((q) => q.id === id)!)).length);
    const rich = bank(roomyBanks['the planned bank (~420, 15 to 30 a topic)'], 5);
    expect(count(assembleExams(rich), rich).slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 2));
    const poor = bank(roomyBanks['300 questions, 15 per topic'], 20);
    const poorCounts = count(assembleExams(poor), poor);
    expect(poorCounts.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 1));
    expect(poorCounts.reduce((a, b) => a + b, 0)).toBe(poor.filter(several).length);
  });

  it('is deterministic and independent of the bank order', () => {
    const b = bank(roomyBanks['the planned bank (~420, 15 to 30 a topic)']);
    const ids = (list: Exam[]) => list.map((e) => e.questionIds);
    expect(ids(assembleExams([...b].reverse()))).toEqual(ids(assembleExams(b)));
  });

  it('survives an empty or tiny bank without throwing', () => {
    expect(assembleExams([]).every((e) => e.questionIds.length === 0)).toBe(true);
    const tiny = bank([2, 2, 1]);
    expect(assembleExams(tiny).every((e) => e.questionIds.length === 5 && new Set(e.questionIds).size === 5)).toBe(true);
  });
});
