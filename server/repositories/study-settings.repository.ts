/**
 * SQL for each student's study settings: the exam date (issue 30) and the reminder settings (issue
 * 35), each group with its own clock. A device may send an older setting after a newer one arrived
 * from another device: the upsert keeps whichever was set last, in one statement, never a
 * read-then-write.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studySettings } from '../db/schema';
import type { StudySettings } from '../../src/shared/study-settings';
import { minuteOfDay, timeOfMinute, type ReminderSettings } from '../../src/shared/reminders';

type Row = typeof studySettings.$inferSelect;

function remindersOf(row: Row | undefined): ReminderSettings | null {
  if (!row?.remindersUpdatedAt) return null;
  const quiet = row.quietStartMinute !== null && row.quietEndMinute !== null;
  return {
    enabled: row.remindersEnabled,
    time: timeOfMinute(row.reminderMinute),
    quietHours: quiet ? { from: timeOfMinute(row.quietStartMinute!), to: timeOfMinute(row.quietEndMinute!) } : null,
    streak: row.streakEnabled,
    updatedAt: new Date(row.remindersUpdatedAt).toISOString(),
  };
}

export function studySettingsRepository(db: Db) {
  async function row(studentId: number): Promise<Row | undefined> {
    const [found] = await db.select().from(studySettings).where(eq(studySettings.studentId, studentId));
    return found;
  }

  return {
    async get(studentId: number): Promise<StudySettings | null> {
      const found = await row(studentId);
      return found?.updatedAt ? { examDate: found.examDate, updatedAt: new Date(found.updatedAt).toISOString() } : null;
    },

    /** Stores `settings` unless newer ones are stored; returns what is stored afterwards. */
    async put(studentId: number, settings: StudySettings): Promise<StudySettings> {
      await db
        .insert(studySettings)
        .values({ studentId, examDate: settings.examDate, updatedAt: settings.updatedAt })
        .onConflictDoUpdate({
          target: studySettings.studentId,
          set: { examDate: settings.examDate, updatedAt: settings.updatedAt },
          setWhere: sql`${studySettings.updatedAt} IS NULL OR ${studySettings.updatedAt} < ${settings.updatedAt}::timestamptz`,
        });
      return (await this.get(studentId)) ?? settings;
    },

    async getReminders(studentId: number): Promise<ReminderSettings | null> {
      return remindersOf(await row(studentId));
    },

    /** Stores the reminder settings unless newer ones are stored; returns what is stored afterwards. */
    async putReminders(studentId: number, settings: ReminderSettings): Promise<ReminderSettings> {
      const values = {
        remindersEnabled: settings.enabled,
        reminderMinute: minuteOfDay(settings.time)!,
        quietStartMinute: settings.quietHours ? minuteOfDay(settings.quietHours.from) : null,
        quietEndMinute: settings.quietHours ? minuteOfDay(settings.quietHours.to) : null,
        streakEnabled: settings.streak,
        remindersUpdatedAt: settings.updatedAt,
      };
      await db
        .insert(studySettings)
        .values({ studentId, ...values })
        .onConflictDoUpdate({
          target: studySettings.studentId,
          set: values,
          setWhere: sql`${studySettings.remindersUpdatedAt} IS NULL OR ${studySettings.remindersUpdatedAt} < ${settings.updatedAt}::timestamptz`,
        });
      return (await this.getReminders(studentId)) ?? settings;
    },
  };
}

export type StudySettingsRepository = ReturnType<typeof studySettingsRepository>;
