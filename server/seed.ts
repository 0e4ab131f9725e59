/** First start outside production: the demo student, enrolled in the naturalization course. */
import { hashPassword } from './lib/passwords';
import type { StudentsRepository } from './repositories/students.repository';

export const DEMO_STUDENT = { email: 'estudiante@academia.pe', password: 'Peru2026!', name: 'Estudiante Demo' } as const;
export const COURSE_SLUG = 'examen-de-naturalizacion';

/** Seeds only an empty database; returns whether it did. */
export async function seedDemo(students: StudentsRepository): Promise<boolean> {
  if ((await students.count()) > 0) return false;
  const student = await students.create({
    email: DEMO_STUDENT.email,
    name: DEMO_STUDENT.name,
    passwordHash: await hashPassword(DEMO_STUDENT.password),
  });
  const course = await students.findCourse(COURSE_SLUG);
  if (student && course) await students.grant(student.id, course.id);
  return true;
}
