/**
 * A world where students learn and forget, to check readiness against (issue 30). The laws:
 * - Knowledge. Each student has an overall level, a level per topic around it and a difficulty per
 *   question around that, on the logit scale (spreads of about one logit, as item banks show); a
 *   question is answered right with probability c + (1 − c)·σ(level + boost), where c is the chance
 *   of guessing right: 1/options for one answer, 1/(2^options − 1) for several (any non-empty set).
 * - Learning. Every answer shows the solution, which adds LEARN logits to that question's boost.
 * - Forgetting. The boost decays exponentially; its time constant starts at FORGET_DAYS and doubles
 *   with every exposure (spaced exposures are forgotten more slowly).
 * - Studying. The student takes the academy's 24 exams in order, every 1–4 days, in the evening; on
 *   days between them, most days, does Repaso as the app schedules it (every due question, from the
 *   shared memory model with its local days, then half the time NEW_PER_SESSION new ones); after some
 *   exams retries the misses at once ('Repetir solo mis errores', same-sitting answers).
 * The truth readiness promises: the expected score on the academy's exams at that moment, the mean
 * of the true probabilities over their 240 questions.
 */
import { activeQuestions } from '@/content/question-bank';
import { exams } from '@/content/exams';
import type { Question } from '@/content/types';
import type { ReviewEvent } from '@/shared/learning/events';
import { dueToday, scheduleOf } from '@/shared/learning/memory';
import type { Random } from '@/shared/learning/random';
import { DAY, event, HOUR, MINUTE, T0 } from './helpers';

export const LEARN = 0.4;
export const FORGET_DAYS = 3;
/** New questions a Repaso session goes on with, when the student chooses to. */
export const NEW_PER_SESSION = 10;

const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export const guessChance = (q: Pick<Question, 'options' | 'correct'>) =>
  q.correct.length > 1 ? 1 / (2 ** q.options.length - 1) : 1 / q.options.length;

const known = new Set(activeQuestions.map((q) => q.id));
const examSlots = exams.flatMap((e) => e.questionIds).filter((id) => known.has(id));

interface Memory {
  boost: number;
  tau: number;
  at: number;
}

export class LearningStudent {
  readonly level = new Map<string, number>();
  readonly memory = new Map<string, Memory>();
  readonly events: ReviewEvent[] = [];

  constructor(private readonly random: Random, mean = -0.6, private readonly learn = LEARN) {
    const overall = mean + 0.9 * normal(random);
    const topics = new Map<number, number>();
    for (const q of activeQuestions) {
      if (!topics.has(q.topic)) topics.set(q.topic, overall + 0.8 * normal(random));
      this.level.set(q.id, (topics.get(q.topic) ?? 0) + 1.0 * normal(random));
    }
  }

  p(id: string, at: number): number {
    const q = byId.get(id)!;
    const m = this.memory.get(id);
    const boost = m ? m.boost * Math.exp(-(at - m.at) / (m.tau * DAY)) : 0;
    const c = guessChance(q);
    return c + (1 - c) * logistic((this.level.get(id) ?? 0) + boost);
  }

  answer(id: string, at: number, source: ReviewEvent['source']): boolean {
    const correct = this.random() < this.p(id, at);
    this.events.push(event(id, correct, at, source));
    const m = this.memory.get(id);
    const boost = m ? m.boost * Math.exp(-(at - m.at) / (m.tau * DAY)) : 0;
    this.memory.set(id, { boost: boost + this.learn, tau: m ? m.tau * 2 : FORGET_DAYS, at });
    return correct;
  }

  /** The true expected score (percent) on the academy's exams at `at`. */
  truth(at: number): number {
    return (100 * examSlots.reduce((sum, id) => sum + this.p(id, at), 0)) / examSlots.length;
  }
}

const byId = new Map(activeQuestions.map((q) => [q.id, q]));

export interface Checkpoint {
  exams: number;
  at: number;
  truth: number;
  events: ReviewEvent[];
}

/**
 * One student through the 24 exams; after each exam one checkpoint, when the student looks at Mi
 * progreso: at a moment drawn uniformly between that exam and the next. `learn` 0 is the fixed world:
 * the same student, schedule and draws, but seeing a solution teaches nothing and nothing is forgotten.
 */
export function studyCourse(random: Random, { learn = LEARN }: { learn?: number } = {}): Checkpoint[] {
  const student = new LearningStudent(random, -0.6, learn);
  const checkpoints: Checkpoint[] = [];
  let day = 0;
  for (let e = 0; e < exams.length; e += 1) {
    const at = T0 + day * DAY + 9 * HOUR + Math.floor(random() * 4) * HOUR; // 19:00–22:00 in Lima
    const missed = exams[e].questionIds.filter((id) => known.has(id)).filter((id) => !student.answer(id, at, 'exam'));
    if (random() < 0.3) for (const id of missed) student.answer(id, at + 5 * MINUTE, 'exam');
    const gap = 1 + Math.floor(random() * 4);
    const looksAt = at + 10 * MINUTE + Math.floor(random() * (gap * DAY - HOUR));
    let looked = false;
    const look = () => {
      if (looked) return;
      looked = true;
      checkpoints.push({ exams: e + 1, at: looksAt, truth: student.truth(looksAt), events: [...student.events] });
    };
    for (let d = 1; d < gap; d += 1) {
      if (random() > 0.7) continue;
      const when = T0 + (day + d) * DAY + 8 * HOUR + Math.floor(random() * 12) * HOUR;
      if (when > looksAt) look();
      const memory = scheduleOf(student.events, when, { knownQuestions: known });
      const due = dueToday(memory, when);
      // Half the time the student goes on with new questions ('Seguir con preguntas nuevas').
      const fresh = random() < 0.5 ? activeQuestions.filter((q) => !memory.has(q.id)).slice(0, NEW_PER_SESSION).map((q) => q.id) : [];
      [...due, ...fresh].forEach((id, i) => student.answer(id, when + i * MINUTE, 'review'));
    }
    look();
    day += gap;
  }
  return checkpoints;
}
