/**
 * /api/settings: a student's study settings, the same on every device: the exam date (issue 30) and
 * the reminder settings (issue 35: daily reminder, its hour, quiet hours, the streak). GET returns
 * both (null before any); PUT / (the exam date) and PUT /reminders store a device's setting unless a
 * newer one is stored, and answer with what is stored afterwards, which the device then keeps.
 * Both GET and PUT / also answer `groupExamDate` (issue 36 §2): the exam date of the student's group,
 * which the device uses as 'Fecha de mi examen' while the student has not set one of their own.
 * GET also answers `fsrsParameters` (issue 49 §5): the academy's active FSRS weights ({ version,
 * weights }, null: FSRS's defaults), which the device keeps and schedules with, offline too.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { studySettingsSchema, type SettingsAnswer } from '../../src/shared/sync-api';
import { inQuietHours, minuteOfDay } from '../../src/shared/reminders';
import { HttpError, readBody, requireStudent, type AuthEnv, inTheFuture, plausibleTime, type StudentsWithCourses, type TokenService } from '../lib/http';
import type { AnswerLogRepository } from '../repositories/answer-log.repository';
import type { GroupsRepository } from '../repositories/groups.repository';
import type { StudySettingsRepository } from '../repositories/study-settings.repository';
import type { FsrsParametersRepository } from '../repositories/fsrs-parameters.repository';

const time = (message: string) => z.string().refine((value) => minuteOfDay(value) !== null, { message });

const remindersSchema = z
  .object({
    enabled: z.boolean(),
    time: time('La hora del recordatorio no es válida (HH:MM).'),
    quietHours: z.object({ from: time('El inicio de las horas de silencio no es válido (HH:MM).'), to: time('El fin de las horas de silencio no es válido (HH:MM).') }).nullable(),
    streak: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true, error: 'La hora del cambio no es válida.' }),
  })
  .refine(
    (body) => !body.quietHours || !inQuietHours(minuteOfDay(body.time)!, { from: minuteOfDay(body.quietHours.from)!, to: minuteOfDay(body.quietHours.to)! }),
    { message: 'La hora del recordatorio está dentro de tus horas de silencio.' },
  );

/**
 * When a device says it made the change: the newest wins, so a time from before 2000 (PostgreSQL has
 * no year 0) or beyond the server's clock (9999-12-31 would win over every later change) is refused.
 */
function checkChangeTime(updatedAt: string, now: number): void {
  if (!plausibleTime(updatedAt)) throw new HttpError(400, 'La hora del cambio no es válida.');
  if (inTheFuture(updatedAt, now)) throw new HttpError(400, 'La hora del cambio está en el futuro. Revisa la fecha y hora de tu dispositivo.');
}

export function studySettingsRoutes(deps: {
  students: StudentsWithCourses;
  settings: StudySettingsRepository;
  groups: Pick<GroupsRepository, 'examDateOf'>;
  tokens: TokenService;
  /** The console's figures follow the date the device now uses (issue 49 §2). */
  log: Pick<AnswerLogRepository, 'refreshLearning'>;
  /** The academy's active FSRS weights, delivered with the settings. */
  fsrs: Pick<FsrsParametersRepository, 'active'>;
  now: () => number;
}) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.get('/', signedIn, async (c) => {
    const id = c.get('student').id;
    const [settings, reminders, groupExamDate, active] = await Promise.all([
      deps.settings.get(id),
      deps.settings.getReminders(id),
      deps.groups.examDateOf(id),
      deps.fsrs.active(),
    ]);
    const answer: SettingsAnswer = { settings, groupExamDate, fsrsParameters: active ? { version: active.version, weights: active.weights } : null };
    return c.json({ ...answer, reminders });
  });

  app.put('/reminders', signedIn, async (c) => {
    const body = await readBody(c, remindersSchema);
    checkChangeTime(body.updatedAt, deps.now());
    const stored = await deps.settings.putReminders(c.get('student').id, { ...body, updatedAt: new Date(body.updatedAt).toISOString() });
    return c.json({ reminders: stored });
  });

  app.put('/', signedIn, async (c) => {
    const body = await readBody(c, studySettingsSchema);
    checkChangeTime(body.updatedAt, deps.now());
    const id = c.get('student').id;
    const stored = await deps.settings.put(id, { examDate: body.examDate, updatedAt: new Date(body.updatedAt).toISOString() });
    await deps.log.refreshLearning([id], deps.now());
    const answer: SettingsAnswer = { settings: stored, groupExamDate: await deps.groups.examDateOf(id) };
    return c.json(answer);
  });

  return app;
}
