/**
 * The data behind two API figures: a student with many stored attempts (for the read of the first
 * page of GET /api/attempts) and a student to aim a burst of wrong sign-ins at. Both are written
 * into the bench server's PGlite folder before the server starts (PGlite admits one process), since
 * the API itself would refuse 1,000 new attempts from one student in a day.
 */
import { createHash, randomUUID } from 'node:crypto';
import { exams, questionsOf } from '../src/content/exams';
import { optionId, scoreAnswers } from '../src/shared/scoring';
import { migrate, openDatabase } from '../server/db/client';
import { hashPassword } from '../server/lib/passwords';
import { answerLogRepository, backfillAnswerLog, type NewAttempt } from '../server/repositories/answer-log.repository';
import { studentsRepository, type Student } from '../server/repositories/students.repository';
import { COURSE_SLUG, seedDemo } from '../server/seed';

export const ATTEMPTS_STORED = 1000;
export const ATTEMPTS_STUDENT = { email: 'bench-intentos@academia.pe', name: 'Bench Intentos', password: 'Bench2026!intentos' } as const;
export const BURST_STUDENT = { email: 'bench-rafaga@academia.pe', name: 'Bench Ráfaga', password: 'Bench2026!rafaga' } as const;

/**
 * `count` valid attempts of one student, newest first, finished a minute apart before `now`, spread
 * over every exam with a mix of right and wrong answers, scored as the server scores them.
 */
export function attemptRows(studentId: number, count: number, now: number): NewAttempt[] {
  return Array.from({ length: count }, (_, i): NewAttempt => {
    const exam = exams[i % exams.length];
    const questions = questionsOf(exam);
    const answers = questions.map((q, k) => ({
      questionId: q.id,
      // Every (i + k) % 3 === 0 answer wrong (the option after the first right one): scores vary.
      selectedOptions: (i + k) % 3 === 0 ? [optionId((q.correct[0] + 1) % q.options.length)] : q.correct.map(optionId),
    }));
    const result = scoreAnswers(questions, answers);
    const finishedAt = new Date(now - (i + 1) * 60_000).toISOString();
    const startedAt = new Date(now - (i + 1) * 60_000 - 20 * 60_000).toISOString();
    return {
      studentId,
      id: randomUUID(),
      examId: exam.id,
      startedAt,
      finishedAt,
      answers,
      score: result.percent,
      correct: result.correct,
      total: result.total,
      contentHash: contentHash(exam.id, startedAt, finishedAt, answers),
    };
  });
}

/** The fingerprint server/routes/attempts.routes.ts stores, so a replay of these rows would match. */
function contentHash(examId: string, startedAt: string, finishedAt: string, answers: { questionId: string; selectedOptions: string[] }[]): string {
  const canonical = JSON.stringify({
    examId,
    startedAt,
    finishedAt,
    answers: [...answers]
      .map((a) => ({ questionId: a.questionId, selectedOptions: [...a.selectedOptions].sort() }))
      .sort((a, b) => a.questionId.localeCompare(b.questionId)),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export interface AttemptsPage {
  /** Attempts on the page. */
  items: number;
  /** Whether the answer says another page follows (a cursor); undefined when it has no cursor at all. */
  more: boolean | undefined;
}

/** Reads GET /api/attempts' JSON: `{ attempts, next }`, or the bare array the server answered before pages. */
export function attemptsPage(json: unknown): AttemptsPage {
  if (Array.isArray(json)) return { items: json.length, more: undefined };
  if (json && typeof json === 'object' && Array.isArray((json as { attempts?: unknown }).attempts)) {
    const { attempts, next } = json as { attempts: unknown[]; next?: unknown };
    return { items: attempts.length, more: typeof next === 'string' ? true : next === null ? false : undefined };
  }
  throw new Error(`GET /api/attempts answered neither a page nor a list: ${JSON.stringify(json).slice(0, 200)}`);
}

/**
 * Writes the demo student (as the server's first start would), ATTEMPTS_STUDENT with
 * ATTEMPTS_STORED attempts, and BURST_STUDENT into a PGlite folder; the server starts on it after.
 */
/** Students whose logs the device bench pulls and answers on top of (issue 29): 20,000 and 5,000 events. */
export const LOG_STUDENTS = [
  { email: 'log.grande@academia.pe', name: 'Log Grande', password: 'Bench2026!grande', events: 20_000 },
  { email: 'log.mediano@academia.pe', name: 'Log Mediano', password: 'Bench2026!mediano', events: 5_000 },
] as const;

/**
 * A history of `count` Repaso answers over the 180 days before `now`, spread over the active bank,
 * about two thirds right; none due in the last hour, so the schedule is a real one.
 */
async function reviewHistory(count: number, now: number) {
  const { activeQuestions } = await import('../src/content/question-bank');
  const span = 180 * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    questionId: activeQuestions[(i * 7919) % activeQuestions.length].id,
    correct: i % 3 !== 0,
    answeredAt: new Date(now - span + Math.floor((i / count) * (span - 3_600_000))).toISOString(),
    source: 'review' as const,
    attemptId: null,
  }));
}

export async function prepareDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await backfillAnswerLog(database.db, Date.now());
    const students = studentsRepository(database.db);
    await seedDemo(students);
    const course = await students.findCourse(COURSE_SLUG);
    const made: Student[] = [];
    for (const student of [ATTEMPTS_STUDENT, BURST_STUDENT]) {
      const created = await students.create({ email: student.email, name: student.name, passwordHash: await hashPassword(student.password) });
      if (!created) throw new Error(`${student.email} already exists in ${dataDir}`);
      if (course) await students.grant(created.id, course.id);
      made.push(created);
    }
    const attempts = answerLogRepository(database.db);
    const stored = await attempts.ingestHistory(made[0].id, attemptRows(made[0].id, ATTEMPTS_STORED, Date.now()), [], Date.now());
    if (stored !== ATTEMPTS_STORED) throw new Error(`${stored} of ${ATTEMPTS_STORED} attempts were stored`);
    for (const student of LOG_STUDENTS) {
      const created = await students.create({ email: student.email, name: student.name, passwordHash: await hashPassword(student.password) });
      if (!created || !course) throw new Error(`${student.email} could not be made in ${dataDir}`);
      await students.grant(created.id, course.id);
      await attempts.ingestHistory(created.id, [], await reviewHistory(student.events, Date.now()), Date.now());
    }
  } finally {
    await database.close();
  }
}
