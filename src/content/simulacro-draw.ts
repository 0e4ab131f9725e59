/**
 * Drawing a fresh simulacro (the 'Simulacro oficial' screen): apart from simulacro.ts, which every exam
 * screen reads to rebuild an exam from its id, so the pool of questions rides only with the screen
 * that draws.
 */
import { SIMULACRO_PREFIX, SIMULACRO_SUBJECTS } from './simulacro';
import { SIMULACRO_POOL } from './simulacro-pool';
import type { TopicId } from './types';

/**
 * A fresh simulacro: for each subject, its questions from distinct topics where it can (a topic chosen
 * at random, then one of its questions), never the same question twice. `random` returns [0, 1).
 */
export function drawSimulacro(random: () => number = Math.random, pool: Partial<Record<TopicId, readonly number[]>> = SIMULACRO_POOL): string {
  const pick = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  const drawn: number[] = [];
  for (const { topics, questions } of SIMULACRO_SUBJECTS) {
    const used = new Set<TopicId>();
    for (let i = 0; i < questions; i += 1) {
      const open = topics.filter((t) => (pool[t] ?? []).some((n) => !drawn.includes(n)));
      const fresh = open.filter((t) => !used.has(t));
      const topic = pick(fresh.length > 0 ? fresh : open);
      used.add(topic);
      drawn.push(pick((pool[topic] ?? []).filter((n) => !drawn.includes(n))));
    }
  }
  return SIMULACRO_PREFIX + drawn.map((n) => n.toString(36)).join('-');
}
