/** First start outside production: the demo student, enrolled in the naturalization course. */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './lib/passwords';
import type { StudentsRepository } from './repositories/students.repository';
import { COURSE_SLUG } from '../src/shared/course-access';

export const DEMO_STUDENT = { email: 'estudiante@academia.pe', password: 'Peru2026!', name: 'Estudiante Demo' } as const;
/** The course's slug lives with the course-access rules (shared/course-access.ts); kept exported here for the seed's callers. */
export { COURSE_SLUG };

/**
 * Seeds a database that has never had a student; returns whether it did. Operators do not count
 * (issue 50 §14): `create-operator` before the first start must not leave the academy without the
 * demo student. A deleted (anonymised) student counts, so a demo student removed on purpose stays gone.
 */
export async function seedDemo(students: StudentsRepository): Promise<boolean> {
  if ((await students.countEverStudents()) > 0) return false;
  const student = await students.create({
    email: DEMO_STUDENT.email,
    name: DEMO_STUDENT.name,
    passwordHash: await hashPassword(DEMO_STUDENT.password),
  });
  const course = await students.findCourse(COURSE_SLUG);
  if (student && course) await students.grant(student.id, course.id);
  return true;
}

/**
 * Production must never accept the password this repository publishes. When the demo student (seeded
 * by an earlier start outside production) still has it, its hash is replaced by the hash of 32 random
 * bytes nobody knows, which also revokes its tokens; returns whether it did. An operator who already
 * gave the account another password keeps it.
 */
export async function disableDemoPassword(students: StudentsRepository): Promise<boolean> {
  const demo = await students.findByEmail(DEMO_STUDENT.email);
  if (!demo || !(await verifyPassword(demo.passwordHash, DEMO_STUDENT.password))) return false;
  await students.setPassword(demo.id, await hashPassword(randomBytes(32).toString('base64')));
  return true;
}
