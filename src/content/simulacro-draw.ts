/**
 * Drawing a fresh simulacro (the 'Simulacro oficial' screen and a simulacro's 'Repetir Examen'): apart
 * from simulacro.ts, which every exam screen reads to rebuild an exam from its id, so the pool of
 * questions rides only with the screens that draw.
 */
import { SIMULACRO_PREFIX, SIMULACRO_SUBJECTS, simulacroExam } from './simulacro';
import { SIMULACRO_POOL } from './simulacro-pool';
import type { TopicId } from './types';

type Pool = Partial<Record<TopicId, readonly number[]>>;

const NONE: ReadonlySet<number> = new Set();

/**
 * A fresh simulacro: for each subject, its questions from distinct topics where it can (a topic chosen
 * at random, then one of its questions), never the same question twice, and none of `avoid` (question
 * numbers) while the subject has others left. `random` returns [0, 1).
 */
export function drawSimulacro(random: () => number = Math.random, pool: Pool = SIMULACRO_POOL, avoid: ReadonlySet<number> = NONE): string {
  const pick = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  const drawn: number[] = [];
  for (const { topics, questions } of SIMULACRO_SUBJECTS) {
    const used = new Set<TopicId>();
    for (let i = 0; i < questions; i += 1) {
      const left = (t: TopicId, evenAvoided: boolean) => (pool[t] ?? []).filter((n) => !drawn.includes(n) && (evenAvoided || !avoid.has(n)));
      // The avoided questions come back only once the subject has no other left.
      const evenAvoided = !topics.some((t) => left(t, false).length > 0);
      const open = topics.filter((t) => left(t, evenAvoided).length > 0);
      const fresh = open.filter((t) => !used.has(t));
      const topic = pick(fresh.length > 0 ? fresh : open);
      used.add(topic);
      drawn.push(pick(left(topic, evenAvoided)));
    }
  }
  return SIMULACRO_PREFIX + drawn.map((n) => n.toString(36)).join('-');
}

/** The question numbers a simulacro id names (none for another id). */
export function simulacroNumbers(id: string): ReadonlySet<number> {
  return new Set((simulacroExam(id)?.questionIds ?? []).map((q) => Number(q.slice(1))));
}

/**
 * 'Repetir Examen' on a simulacro, or a new one after it: a new draw that asks none of the questions
 * `previousId` asked (the pool holds many times more than one simulacro in every subject).
 */
export function drawSimulacroAfter(previousId: string, random: () => number = Math.random): string {
  return drawSimulacro(random, SIMULACRO_POOL, simulacroNumbers(previousId));
}
