/**
 * /api/settings: a student's study settings (the exam date), the same on every device (issue 30).
 * GET returns what is stored (null before any); PUT stores a device's setting unless a newer one is
 * stored, and answers with what is stored afterwards, which the device then keeps.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { dayNumberOf } from '../../src/shared/learning/local-days';
import { readBody, requireStudent, type AuthEnv } from '../lib/http';
import type { StudentsWithCourses } from '../lib/api-rules';
import type { TokenService } from '../lib/tokens';
import type { StudySettingsRepository } from '../repositories/study-settings.repository';

const settingsSchema = z.object({
  examDate: z
    .string()
    .refine((value) => dayNumberOf(value) !== null, { message: 'La fecha del examen no es válida.' })
    .nullable(),
  updatedAt: z.iso.datetime({ offset: true, error: 'La hora del cambio no es válida.' }),
});

export function studySettingsRoutes(deps: { students: StudentsWithCourses; settings: StudySettingsRepository; tokens: TokenService }) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.get('/', signedIn, async (c) => c.json({ settings: await deps.settings.get(c.get('student').id) }));

  app.put('/', signedIn, async (c) => {
    const body = await readBody(c, settingsSchema);
    const stored = await deps.settings.put(c.get('student').id, { examDate: body.examDate, updatedAt: new Date(body.updatedAt).toISOString() });
    return c.json({ settings: stored });
  });

  return app;
}
