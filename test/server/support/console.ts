/**
 * Helpers for the console's API tests (issue 20): an operator account, answers written out by hand
 * (not with the app's scoring), attempts stored straight in the database for item analysis, and the
 * shapes the console answers with.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../../../server/lib/passwords';
import { answerLogRepository } from '../../../server/repositories/answer-log.repository';
import { findExam, questionsOf } from '../../../src/content/exams';
import type { Question } from '../../../src/content/types';
import type { TestApp } from './test-app';

export const OPERATOR = { email: 'operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;

export interface Person {
  id: number;
  name: string;
  email: string;
}

export interface StudentRow extends Person {
  access: { status: 'active' | 'expired' | 'none'; endsAt: string | null };
  lastActivityAt: string | null;
  attempts: number;
  bestScore: number | null;
  readiness: { estimate: number; low: number; high: number; early: boolean } | null;
}

export interface StudentList {
  students: StudentRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ActivityEntry {
  id: number;
  at: string;
  operator: Person | null;
  action: string;
  target: Person | null;
  details: Record<string, unknown>;
}

/** Creates the operator and returns their token. */
export async function signInOperator(t: TestApp, operator: { email: string; name: string; password: string } = OPERATOR): Promise<string> {
  const created = await t.students.create({ email: operator.email, name: operator.name, passwordHash: await hashPassword(operator.password), role: 'operator' });
  expect(created, 'operator created').toBeDefined();
  return t.login(operator.email, operator.password);
}

/** A student straight in the database, no password anyone can use (for lists and statistics). */
export async function quickStudent(t: TestApp, name: string, email: string) {
  const created = await t.students.create({ email, name, passwordHash: 'not-a-hash' });
  if (!created) throw new Error(`could not create ${email}`);
  return created;
}

const letter = (index: number) => String.fromCharCode('a'.charCodeAt(0) + index);
export const rightAnswer = (q: Question) => q.correct.map(letter);
/** The first option that is not correct. */
export const wrongAnswer = (q: Question) => [letter(q.options.findIndex((_, i) => !q.correct.includes(i)))];
export const wrongIndex = (q: Question) => q.options.findIndex((_, i) => !q.correct.includes(i));

export const PRINCIPAL_01 = findExam('principal-01')!;
export const PRINCIPAL_01_QUESTIONS = questionsOf(PRINCIPAL_01);

/**
 * Stores an attempt at principal-01 (or its mistakes exam) in the database as the attempts route
 * would, from marks per question in exam order: 1 right, 0 wrong. Score figures are counted here.
 */
export async function storeAttempt(t: TestApp, studentId: number, marks: readonly (0 | 1)[], finishedAt: string, examId = PRINCIPAL_01.id) {
  const questions = PRINCIPAL_01_QUESTIONS.slice(0, marks.length);
  const correct = marks.filter((m) => m === 1).length;
  await answerLogRepository(t.database.db).ingestAttempt({
    studentId,
    id: randomUUID(),
    examId,
    startedAt: new Date(Date.parse(finishedAt) - 20 * 60_000).toISOString(),
    finishedAt,
    answers: questions.map((q, i) => ({ questionId: q.id, selectedOptions: marks[i] === 1 ? rightAnswer(q) : wrongAnswer(q) })),
    score: Math.round((correct / marks.length) * 100),
    correct,
    total: marks.length,
    contentHash: 'test',
  }, t.clock.now);
}
