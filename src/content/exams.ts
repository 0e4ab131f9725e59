/**
 * How the 24 practice exams are assembled from the question bank: pure, deterministic code whose
 * result is frozen in exam-sets.ts (scripts/generate-exam-sets.ts), so the device and the server
 * always agree on what an exam contains; and the exams' questions (`questionsOf`).
 *
 * How: the bank is laid out as a weighted round-robin over topics (each topic's questions spread
 * evenly, so any ten consecutive questions cover many topics). The principal series reads that
 * sequence from a several-answer question on; the complementary series carries on where the principal
 * one stopped (so together they use every question of a bank of up to 240) and then reads a second
 * round-robin that walks topics and questions in the opposite order. Each exam takes the next ten
 * questions that are new to it, with at most two per topic; a last pass swaps any question still
 * unused in for a repeated one.
 */
import { topics } from './course';
import { EXAMS_PER_SERIES, QUESTIONS_PER_EXAM, SERIES, SERIES_TITLE, type Exam } from './exam-catalog';
import { findQuestion } from './question-bank';
import type { Question, TopicId } from './types';

// The catalog (what lists need, without the bank) is re-exported so callers keep one import.
export { EXAMS_PER_SERIES, QUESTIONS_PER_EXAM, SERIES, SERIES_LIST, exams, examsOfSeries, findExam, nextExam } from './exam-catalog';
export type { Exam, ExamSeries } from './exam-catalog';

/** Ten questions with at most two per topic cover at least five topics. */
const MAX_PER_TOPIC = 2;

const byId = (a: Question, b: Question) => a.id.localeCompare(b.id, 'en', { numeric: true });

const isSeveralAnswer = (q: Question) => q.correct.length > 1;

/**
 * Weighted round-robin over topics: the r-th of a topic's n questions sits at (r + ½) / n of the way
 * through the sequence; ties go to the lower topic (`reverse` walks topics and questions backwards).
 */
function roundRobin(bank: readonly Question[], reverse: boolean): Question[] {
  const groups = new Map<TopicId, Question[]>();
  for (const q of [...bank].sort(byId)) groups.set(q.topic, [...(groups.get(q.topic) ?? []), q]);
  const slots: { q: Question; at: number }[] = [];
  for (const group of groups.values()) {
    const ordered = reverse ? [...group].reverse() : group;
    ordered.forEach((q, rank) => slots.push({ q, at: (rank + 0.5) / ordered.length }));
  }
  const direction = reverse ? -1 : 1;
  return slots.sort((a, b) => a.at - b.at || direction * (a.q.topic - b.q.topic)).map((s) => s.q);
}

/** The sequence rotated so that it starts with its first several-answer question (if any). */
function fromFirstSeveralAnswer(sequence: Question[]): Question[] {
  const start = Math.max(0, sequence.findIndex(isSeveralAnswer));
  return [...sequence.slice(start), ...sequence.slice(0, start)];
}

class ExamDraft {
  readonly questions: Question[] = [];
  private readonly perTopic = new Map<TopicId, number>();

  get full(): boolean {
    return this.questions.length >= QUESTIONS_PER_EXAM;
  }

  has(q: Question): boolean {
    return this.questions.some((p) => p.id === q.id);
  }

  fits(q: Question): boolean {
    return !this.has(q) && (this.perTopic.get(q.topic) ?? 0) < MAX_PER_TOPIC;
  }

  add(q: Question): void {
    this.questions.push(q);
    this.perTopic.set(q.topic, (this.perTopic.get(q.topic) ?? 0) + 1);
  }

  replace(index: number, q: Question): void {
    const old = this.questions[index];
    this.perTopic.set(old.topic, (this.perTopic.get(old.topic) ?? 0) - 1);
    this.perTopic.set(q.topic, (this.perTopic.get(q.topic) ?? 0) + 1);
    this.questions[index] = q;
  }

  topicCount(topic: TopicId): number {
    return this.perTopic.get(topic) ?? 0;
  }
}

/** Question lists of the 24 exams in order (principal 1–12, then complementary 1–12). */
function draftExams(bank: readonly Question[]): Question[][] {
  const total = SERIES.length * EXAMS_PER_SERIES;
  const n = bank.length;
  if (n === 0) return Array.from({ length: total }, () => []);

  const passes = [fromFirstSeveralAnswer(roundRobin(bank, false)), roundRobin(bank, true)];
  const streamAt = (i: number) => passes[Math.floor(i / n) % passes.length][i % n];

  let cursor = 0;
  let deferred: Question[] = [];
  const drafts: ExamDraft[] = [];
  for (let e = 0; e < total; e += 1) {
    const draft = new ExamDraft();
    const skipped: Question[] = [];
    const offer = (q: Question) => {
      if (!draft.full && draft.fits(q)) draft.add(q);
      else if (!draft.has(q)) skipped.push(q);
    };
    deferred.forEach(offer);
    // Two full passes are enough to find ten fitting questions in any bank that has them.
    for (let pulled = 0; !draft.full && pulled < 2 * n; pulled += 1) offer(streamAt(cursor++));
    // A bank too narrow for the topic cap still fills the exam.
    for (const q of skipped) if (!draft.full && !draft.has(q)) draft.add(q);
    // A question skipped here goes first in the next exam, so the stream never loses one.
    deferred = [...new Map(skipped.filter((q) => !draft.has(q)).map((q) => [q.id, q])).values()];
    drafts.push(draft);
  }

  coverUnused(bank, drafts);
  return drafts.map((d) => d.questions);
}

/**
 * Swaps every question no exam uses in for a repeated question, preferring one of the same topic and
 * the last exams (principal 1 is left alone: it opens with a several-answer question on purpose).
 */
function coverUnused(bank: readonly Question[], drafts: ExamDraft[]): void {
  const uses = new Map<string, number>();
  for (const d of drafts) for (const q of d.questions) uses.set(q.id, (uses.get(q.id) ?? 0) + 1);
  const unused = [...bank].sort(byId).filter((q) => !uses.has(q.id));
  const candidates = drafts.slice(1).reverse();
  for (const q of unused) {
    const swap = (sameTopic: boolean) => {
      for (const d of candidates) {
        if (d.has(q)) continue;
        const index = d.questions.findIndex(
          (r) =>
            (uses.get(r.id) ?? 0) > 1 &&
            (sameTopic ? r.topic === q.topic : d.topicCount(q.topic) < MAX_PER_TOPIC),
        );
        if (index < 0) continue;
        const old = d.questions[index];
        uses.set(old.id, (uses.get(old.id) ?? 0) - 1);
        uses.set(q.id, 1);
        d.replace(index, q);
        return true;
      }
      return false;
    };
    if (!swap(true)) swap(false);
  }
}

/** Short topic names for descriptions: 'Símbolos patrios: bandera, escudo e himno' → 'Símbolos patrios'. */
function topicName(id: TopicId): string {
  const title = topics.find((t) => t.id === id)?.title ?? `Tema ${id}`;
  return title.split(':')[0].trim();
}

function describeTopics(questions: readonly Question[]): string {
  const names = [...new Set(questions.map((q) => q.topic))].sort((a, b) => a - b).map(topicName);
  if (names.length === 0) return 'Preguntas del balotario de naturalización.';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  return `Temas: ${list}.`;
}

/** Builds the 24 exams from a bank. Pure and deterministic (the bank's order does not matter). */
export function assembleExams(bank: readonly Question[]): Exam[] {
  const drafts = draftExams(bank);
  return SERIES.flatMap((series, s) =>
    Array.from({ length: EXAMS_PER_SERIES }, (_, i): Exam => {
      const questions = drafts[s * EXAMS_PER_SERIES + i];
      const number = i + 1;
      return {
        id: `${series}-${String(number).padStart(2, '0')}`,
        series,
        number,
        title: `${SERIES_TITLE[series]} ${number}`,
        description: describeTopics(questions),
        totalPoints: 20,
        passingScore: 12,
        timeLimit: 30,
        questionIds: questions.map((q) => q.id),
      };
    }),
  );
}

export function questionsOf(exam: Exam): Question[] {
  return exam.questionIds.map(findQuestion).filter((q): q is Question => q !== undefined);
}
