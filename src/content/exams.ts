/**
 * How the 24 practice exams are assembled from the question bank: pure, deterministic code whose
 * result is frozen in exam-sets.ts (scripts/generate-exam-sets.ts), so the device and the server
 * always agree on what an exam contains; and the exams' questions from the bank (`questionsOf`: the
 * server and scripts; the device loads an exam's questions alone, exam-questions.ts). The earlier
 * versions of an exam (exam-versions.ts, so a run or an attempt begun before a rebuild still resumes
 * and syncs) are re-exported here.
 *
 * How (issue 21): each series lays its 12 exams over the topics as windows of ten consecutive
 * topics (of the bank's topics in order, wrapping around) whose starts are spread evenly round the
 * circle, so every topic is in as many exams of the series as any other, one more at most (6 of 12
 * with 20 topics; 5 or 6 with 21) and
 * an exam has ten different topics; the complementary series' windows sit half a step further on, so
 * the two series mix topics differently. Each (exam, topic) slot takes a question of that topic that
 * no exam has yet (evenly spread over the topic's questions, so older and newer ones both appear);
 * only a topic with fewer questions than slots repeats one (the least used, then the least shared).
 * Difficulty is then evened out without item statistics, by question type, with exchanges of
 * same-topic questions between exams or with the topic's unused questions (so no exam's topics
 * change, and no two exams come to share more than MAX_SHARED): chains of them give every principal exam
 * the same number of several-answer questions (complementary ones at most one apart), then swaps give
 * every exam about the bank's share of three-option questions (the real exam's style). Principal 1
 * opens with a several-answer question of three answers, the format at its fullest.
 */
import { topics } from './course';
import { EXAMS_PER_SERIES, QUESTIONS_PER_EXAM, SERIES, SERIES_TITLE, type Exam } from './exam-catalog';
import { findQuestion } from './question-bank';
import type { Question, TopicId } from './types';

// The catalog and the versions (without the bank) are re-exported so callers keep one import.
export { EXAMS_PER_SERIES, QUESTIONS_PER_EXAM, SERIES, SERIES_LIST, exams, examsOfSeries, findExam, nextExam } from './exam-catalog';
export { examOfRun, examVersions, versionHolding } from './exam-versions';
export type { Exam, ExamSeries } from './exam-catalog';

/** Several-answer questions an exam holds at most: harder than single-answer ones, so dealt evenly. */
export const MAX_SEVERAL_PER_EXAM = 2;

const byId = (a: Question, b: Question) => a.id.localeCompare(b.id, 'en', { numeric: true });

const isSeveralAnswer = (q: Question) => q.correct.length > 1;
const isThreeOption = (q: Question) => q.options.length === 3;

/** Where each exam's window of topics starts (indexes into the topic list), for one series. */
function windowStarts(topicCount: number, series: number): number[] {
  const offset = series / SERIES.length;
  return Array.from({ length: EXAMS_PER_SERIES }, (_, i) => Math.floor(((i + offset) * topicCount) / EXAMS_PER_SERIES));
}

/** `count` of `list` at evenly spaced ranks (the first, middle and last parts all represented). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (count >= list.length) return [...list];
  return Array.from({ length: count }, (_, j) => list[Math.floor(((j + 0.5) * list.length) / count)]);
}

/**
 * Several-answer questions each exam should hold, from `supply` (how many several-answer places the
 * bank can fill), at most MAX_SEVERAL_PER_EXAM: every exam the same number, then one more for every
 * principal exam if there are enough for all twelve (the principal series stays even), and what is
 * left for the first complementary exams (at most one apart).
 */
function severalTargets(supply: number): number[] {
  const total = SERIES.length * EXAMS_PER_SERIES;
  const left = Math.min(supply, MAX_SEVERAL_PER_EXAM * total);
  const round = Math.floor(left / total);
  let rest = left - round * total;
  const principal = rest >= EXAMS_PER_SERIES ? 1 : 0;
  rest -= principal * EXAMS_PER_SERIES;
  return Array.from({ length: total }, (_, e) => round + (e < EXAMS_PER_SERIES ? principal : e - EXAMS_PER_SERIES < rest ? 1 : 0));
}

/** One exam being drafted: a question per topic slot. */
interface Draft {
  slots: { topic: TopicId; question: Question }[];
}

const holds = (d: Draft, q: Question) => d.slots.some((s) => s.question.id === q.id);

function sharedCount(a: Draft, b: Draft): number {
  return a.slots.filter((s) => holds(b, s.question)).length;
}

/** Questions two exams may share (issue 21); only a bank with too few questions for the slots repeats any. */
export const MAX_SHARED = 2;

/**
 * Whether `draft` may take `incoming` for `outgoing`: it does not hold it yet, and no other exam that
 * holds it would then share more than MAX_SHARED questions with it.
 */
function mayTake(drafts: readonly Draft[], draft: Draft, incoming: Question, outgoing: Question): boolean {
  if (holds(draft, incoming)) return false;
  return drafts.every((d) => d === draft || !holds(d, incoming) || sharedCount(draft, d) - (holds(d, outgoing) ? 1 : 0) + 1 <= MAX_SHARED);
}

/** The drafts and the bank's questions no draft holds, by topic (the pool swaps draw from). */
class Drafting {
  readonly drafts: Draft[] = [];
  private readonly uses = new Map<string, number>();

  constructor(private readonly bank: readonly Question[]) {}

  used(q: Question): number {
    return this.uses.get(q.id) ?? 0;
  }

  count(q: Question, delta: number): void {
    const n = this.used(q) + delta;
    if (n > 0) this.uses.set(q.id, n);
    else this.uses.delete(q.id);
  }

  /** The bank's share of three-option questions. */
  threeOptionShare(): number {
    return this.bank.length === 0 ? 0 : this.bank.filter(isThreeOption).length / this.bank.length;
  }

  /** Unused questions of a topic, in id order. */
  pool(topic: TopicId): Question[] {
    return this.bank.filter((q) => q.topic === topic && this.used(q) === 0).sort(byId);
  }
}

/** Question lists of the 24 exams in order (principal 1–12, then complementary 1–12). */
function draftExams(bank: readonly Question[]): Question[][] {
  const total = SERIES.length * EXAMS_PER_SERIES;
  if (bank.length === 0) return Array.from({ length: total }, () => []);
  const topicIds = [...new Set(bank.map((q) => q.topic))].sort((a, b) => a - b);
  const perExam = Math.min(QUESTIONS_PER_EXAM, bank.length);

  // Topic slots: a window of consecutive topics per exam (wrapping; a bank of few topics repeats them).
  const slotTopics = SERIES.flatMap((_, s) =>
    windowStarts(topicIds.length, s).map((start) => Array.from({ length: perExam }, (_, k) => topicIds[(start + k) % topicIds.length])),
  );
  const slotsOf = (t: TopicId) => slotTopics.flat().filter((x) => x === t).length;

  // Each topic's questions in the order its slots take them, each kind evenly spread over the topic.
  const queue = new Map<TopicId, Question[]>();
  let supply = 0;
  for (const t of topicIds) {
    const list = bank.filter((q) => q.topic === t).sort(byId);
    const several = list.filter(isSeveralAnswer);
    const need = slotsOf(t);
    const takeSeveral = Math.min(several.length, Math.ceil(need / 2));
    const picked = [...spread(several, takeSeveral), ...spread(list.filter((q) => !isSeveralAnswer(q)), need - takeSeveral)];
    queue.set(t, [...picked, ...list.filter((q) => !picked.includes(q))]);
    // Several-answer places the topic can fill: one each, or as often as a narrow topic repeats them.
    supply += list.length >= need ? Math.min(several.length, need) : (several.length * need) / list.length;
  }

  const work = new Drafting(bank);
  for (const topicsOfExam of slotTopics) {
    const draft: Draft = { slots: [] };
    for (const topic of topicsOfExam) {
      const candidates = queue.get(topic)!.filter((q) => !holds(draft, q));
      const fresh = candidates.find((q) => work.used(q) === 0);
      // A topic with fewer questions than slots repeats: the least used, then the least shared.
      const sharing = (q: Question) => Math.max(0, ...work.drafts.filter((d) => holds(d, q)).map((d) => sharedCount(d, draft) + 1));
      const question =
        fresh ??
        [...candidates].sort((a, b) => work.used(a) - work.used(b) || sharing(a) - sharing(b))[0] ??
        // A bank too narrow for the slot's topic: any question not yet in the exam.
        [...bank].sort(byId).find((q) => !holds(draft, q));
      if (!question) continue;
      draft.slots.push({ topic: question.topic, question });
      work.count(question, 1);
    }
    work.drafts.push(draft);
  }

  const targets = severalTargets(Math.floor(supply));
  balanceSeveral(work, targets);
  // Principal 1 opens with the format at its fullest; the balance is then restored around it.
  const opener = placeOpener(work);
  balanceSeveral(work, targets, opener);
  spreadThreeOption(work, opener);
  for (const d of work.drafts) d.slots.sort((a, b) => a.topic - b.topic);
  const first = work.drafts[0];
  const lead = first ? first.slots.findIndex((s) => s.question === opener || (!opener && isSeveralAnswer(s.question))) : -1;
  if (lead > 0) first.slots.unshift(...first.slots.splice(lead, 1));
  return work.drafts.map((d) => d.slots.map((s) => s.question));
}

/** A move of one augmenting path: `from` gives its several-answer question of `topic` to `to`. */
interface Move {
  from: number;
  to: number;
  topic: TopicId;
}

/** The pool, as a node of the exchange graph next to the exams 0–23. */
const POOL = -1;

/**
 * Brings every exam's count of several-answer questions to its target by augmenting paths: a chain
 * of same-topic exchanges (a several-answer question one way, a single-answer one the other) from an
 * exam over its target, or the pool of unused questions, to one under it (or back to the pool). Each
 * chain moves one several-answer question from where there are too many to where there are too few
 * and leaves every exam in between as it was; it stops when no chain is left.
 */
function balanceSeveral(work: Drafting, targets: number[], pinned?: Question): void {
  const { drafts } = work;
  const several = (e: number) => drafts[e].slots.filter((s) => isSeveralAnswer(s.question)).length;
  const slotOf = (e: number, topic: TopicId) => drafts[e].slots.find((s) => s.topic === topic);

  /** The several-answer question `from` would give for `topic` (undefined: it cannot). */
  const giving = (from: number, topic: TopicId): Question | undefined => {
    if (from === POOL) return work.pool(topic).find(isSeveralAnswer);
    const q = slotOf(from, topic)?.question;
    return q && isSeveralAnswer(q) && q !== pinned ? q : undefined;
  };
  /** The single-answer question `to` would give back for `topic` (undefined: it cannot). */
  const givingBack = (to: number, topic: TopicId): Question | undefined => {
    if (to === POOL) return work.pool(topic).find((q) => !isSeveralAnswer(q));
    const q = slotOf(to, topic)?.question;
    return q && !isSeveralAnswer(q) ? q : undefined;
  };
  const fits = (node: number, q: Question, out: Question) => node === POOL || mayTake(drafts, drafts[node], q, out);

  for (let guard = 0; guard < 10 * drafts.length * MAX_SEVERAL_PER_EXAM; guard += 1) {
    const used = drafts.reduce((sum, _, e) => sum + several(e), 0);
    const wanted = targets.reduce((a, b) => a + b, 0);
    const sources = [...(used < wanted ? [POOL] : []), ...drafts.map((_, e) => e).filter((e) => several(e) > targets[e])];
    const isSink = (node: number) => (node === POOL ? used > wanted : several(node) < targets[node]);
    // Breadth-first from every source, exams in order: the shortest chain, found the same way each time.
    const cameFrom = new Map<number, Move | null>(sources.map((s) => [s, null]));
    const frontier = [...sources];
    let sink: number | undefined;
    while (frontier.length > 0 && sink === undefined) {
      const from = frontier.shift()!;
      const topicsOf = from === POOL ? [...new Set(drafts.flatMap((d) => d.slots.map((s) => s.topic)))] : drafts[from].slots.map((s) => s.topic);
      for (const topic of topicsOf) {
        const q = giving(from, topic);
        if (!q) continue;
        for (const to of [...drafts.map((_, e) => e), POOL]) {
          if (to === from || cameFrom.has(to)) continue;
          const back = givingBack(to, topic);
          if (!back || !fits(to, q, back) || !fits(from, back, q)) continue;
          cameFrom.set(to, { from, to, topic });
          if (isSink(to)) {
            sink = to;
            break;
          }
          frontier.push(to);
        }
        if (sink !== undefined) break;
      }
    }
    if (sink === undefined) return;
    const path: Move[] = [];
    for (let move = cameFrom.get(sink); move; move = cameFrom.get(move.from)) path.unshift(move);
    for (const { from, to, topic } of path) {
      const q = giving(from, topic)!;
      const back = givingBack(to, topic)!;
      // Between exams nothing is counted: each question is still in one exam. The pool lends or takes.
      if (from === POOL) {
        work.count(q, 1);
        work.count(back, -1);
      } else slotOf(from, topic)!.question = back;
      if (to === POOL) {
        work.count(back, 1);
        work.count(q, -1);
      } else slotOf(to, topic)!.question = q;
    }
  }
}

/**
 * Spreads three-option questions (the real exam's style) so each exam holds about the bank's share of
 * them, by swaps that keep every exam's topics and its several-answer count: a question for another
 * of the same topic and kind, from another exam or from the topic's unused questions. Each swap
 * lowers the summed squared distance to the share; deterministic order, so the result is stable.
 */
function spreadThreeOption(work: Drafting, pinned?: Question): void {
  const { drafts } = work;
  const share = QUESTIONS_PER_EXAM * work.threeOptionShare();
  const three = (d: Draft) => d.slots.filter((s) => isThreeOption(s.question)).length;
  const cost = (d: Draft) => (three(d) - share) ** 2;
  const sameKind = (a: Question, b: Question) => isSeveralAnswer(a) === isSeveralAnswer(b) && isThreeOption(a) !== isThreeOption(b);

  for (let round = 0; round < 50; round += 1) {
    let improved = false;
    for (const a of drafts) {
      for (const slot of a.slots) {
        if (slot.question === pinned) continue;
        for (const b of drafts) {
          if (b === a) continue;
          const other = b.slots.find((s) => s.topic === slot.topic);
          if (!other || other.question === pinned || !sameKind(slot.question, other.question)) continue;
          if (!mayTake(drafts, b, slot.question, other.question) || !mayTake(drafts, a, other.question, slot.question)) continue;
          const before = cost(a) + cost(b);
          [slot.question, other.question] = [other.question, slot.question];
          if (cost(a) + cost(b) < before - 1e-9) improved = true;
          else [slot.question, other.question] = [other.question, slot.question];
        }
        for (const q of work.pool(slot.topic)) {
          if (!sameKind(slot.question, q)) continue;
          const before = cost(a);
          const old = slot.question;
          slot.question = q;
          if (cost(a) < before - 1e-9) {
            work.count(q, 1);
            work.count(old, -1);
            improved = true;
            break;
          }
          slot.question = old;
        }
      }
    }
    if (!improved) return;
  }
}

/**
 * Principal 1 opens with a several-answer question of three answers (the format at its fullest),
 * when the bank has one in a topic the exam holds: it is exchanged for the exam's question of that
 * topic (a several-answer one first, so no count moves), from another exam or from the unused ones.
 * Returns it, for the balance to be restored around it; undefined when the bank has none that fits.
 */
function placeOpener(work: Drafting): Question | undefined {
  const [first, ...others] = work.drafts;
  if (!first) return undefined;
  const fullest = (q: Question) => isSeveralAnswer(q) && q.correct.length >= 3 && q.options.length >= 4;
  const held = first.slots.find((s) => fullest(s.question));
  if (held) return held.question;
  const slots = [...first.slots].sort((a, b) => Number(isSeveralAnswer(b.question)) - Number(isSeveralAnswer(a.question)));
  for (const slot of slots) {
    const elsewhere = others.flatMap((d) => d.slots.filter((s) => s.topic === slot.topic && fullest(s.question)).map((s) => ({ d, s })));
    for (const { d, s } of elsewhere) {
      if (!mayTake(work.drafts, first, s.question, slot.question) || !mayTake(work.drafts, d, slot.question, s.question)) continue;
      [slot.question, s.question] = [s.question, slot.question];
      return slot.question;
    }
    const unused = work.pool(slot.topic).find(fullest);
    if (unused && mayTake(work.drafts, first, unused, slot.question)) {
      work.count(slot.question, -1);
      work.count(unused, 1);
      slot.question = unused;
      return unused;
    }
  }
  return undefined;
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

/** Builds the 24 exams from a bank's questions in use. Pure and deterministic (the bank's order does not matter). */
export function assembleExams(bank: readonly Question[]): Exam[] {
  const drafts = draftExams(bank.filter((q) => !q.retired));
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
