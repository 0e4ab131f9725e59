/**
 * The ingest's cost against the student's history (issue 55 §3): one upload of 80 Repaso answers
 * (the device's batch) for students whose logs already hold 1,000, 10,000 and 20,000 events, through
 * the answer log's own code on an embedded database (PGlite in a throwaway folder), in the same run.
 * The projection folds only what arrived, so the upload must cost about the same at every size: the
 * budget is the median at 20,000 (and 10,000) over the median at 1,000. A late upload (answers older
 * than the kept state, which replays the log) is measured too, as the price of that fallback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { migrate, openDatabase } from '../server/db/client';
import { answerLogRepository, type NewReviewEvent } from '../server/repositories/answer-log.repository';
import { studentsRepository } from '../server/repositories/students.repository';
import { activeQuestions } from '../src/content/question-bank';
import { seededRandom } from '../src/shared/learning/random';

export const INGEST_SIZES = [1_000, 10_000, 20_000] as const;
export const INGEST_BATCH = 80;
const RUNS = 9;
const DAY = 24 * 60 * 60 * 1000;

export interface IngestFigure {
  /** Per history size: milliseconds per in-order upload of INGEST_BATCH events, and per late one. */
  sizes: { events: number; inOrder: number[]; late: number[] }[];
}

/** `count` answers over the year before `end`, across the bank, about one in four wrong. */
function history(count: number, end: number, seed: number): NewReviewEvent[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    questionId: activeQuestions[Math.floor(random() * activeQuestions.length)].id,
    correct: random() > 0.25,
    answeredAt: new Date(end - 365 * DAY + Math.floor((i / count) * 365 * DAY)).toISOString(),
    source: 'review' as const,
    attemptId: null,
  }));
}

function batch(at: number, random: () => number): NewReviewEvent[] {
  return Array.from({ length: INGEST_BATCH }, (_, i) => ({
    id: randomUUID(),
    questionId: activeQuestions[Math.floor(random() * activeQuestions.length)].id,
    correct: random() > 0.25,
    answeredAt: new Date(at + i * 1000).toISOString(),
    source: 'review' as const,
    attemptId: null,
  }));
}

export async function measureIngest(): Promise<IngestFigure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const students = studentsRepository(database.db);
    const log = answerLogRepository(database.db);
    const start = Date.now() - 30 * DAY;
    const seeded: { id: number; events: number }[] = [];
    for (const [i, events] of INGEST_SIZES.entries()) {
      const student = await students.create({ email: `ingest${events}@bench.pe`, name: `Ingest ${events}`, passwordHash: 'not-a-hash' });
      if (!student) throw new Error('could not create the bench student');
      await log.ingestHistory(student.id, [], history(events, start, 55 + i), start);
      seeded.push({ id: student.id, events });
    }
    const random = seededRandom(80);
    const figure: IngestFigure = { sizes: seeded.map((s) => ({ events: s.events, inOrder: [], late: [] })) };
    // In turns (1,000, 10,000, 20,000, 1,000, …) so that whatever else the host does weighs on all alike.
    for (let run = 0; run < RUNS; run += 1) {
      const at = start + (run + 1) * DAY;
      for (const [i, student] of seeded.entries()) {
        let t = performance.now();
        await log.ingestEvents(student.id, batch(at, random), at);
        figure.sizes[i].inOrder.push(performance.now() - t);
        // Answers given offline long ago: the kept state cannot take them, the log is replayed.
        t = performance.now();
        await log.ingestEvents(student.id, batch(start - 200 * DAY, random), at);
        figure.sizes[i].late.push(performance.now() - t);
      }
    }
    return figure;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
