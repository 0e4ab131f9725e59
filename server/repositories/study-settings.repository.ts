/**
 * SQL for each student's study settings (the exam date). A device may send an older setting after a
 * newer one arrived from another device: the upsert keeps whichever was set last (updated_at), in one
 * statement, never a read-then-write.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studySettings } from '../db/schema';
import type { StudySettings } from '../../src/shared/study-settings';

export function studySettingsRepository(db: Db) {
  return {
    async get(studentId: number): Promise<StudySettings | null> {
      const [row] = await db.select().from(studySettings).where(eq(studySettings.studentId, studentId));
      return row ? { examDate: row.examDate, updatedAt: new Date(row.updatedAt).toISOString() } : null;
    },

    /** Stores `settings` unless newer ones are stored; returns what is stored afterwards. */
    async put(studentId: number, settings: StudySettings): Promise<StudySettings> {
      await db
        .insert(studySettings)
        .values({ studentId, examDate: settings.examDate, updatedAt: settings.updatedAt })
        .onConflictDoUpdate({
          target: studySettings.studentId,
          set: { examDate: settings.examDate, updatedAt: settings.updatedAt },
          setWhere: sql`${studySettings.updatedAt} < ${settings.updatedAt}::timestamptz`,
        });
      return (await this.get(studentId)) ?? settings;
    },
  };
}

export type StudySettingsRepository = ReturnType<typeof studySettingsRepository>;
