// @vitest-environment jsdom
/**
 * The exam date syncs per student (issue 30): saved on the device first and sent; a device that
 * never set it takes the server's; the one set last wins; offline the pending date waits, not lost.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { localStore } from '@/lib/local-store';
import { deviceSettings, examDateOf, saveExamDate, syncStudySettings, type SettingsTransport } from '@/lib/study-settings-sync';
import { newerSettings, type StudySettings } from '@/shared/study-settings';

const STUDENT = 7;

/** A server in memory with the route's rule (the newest kept). */
function server(initial: StudySettings | null = null, groupDate: string | null = null) {
  let stored = initial;
  let online = true;
  let group = groupDate;
  const transport: SettingsTransport = {
    pull: async () => {
      if (!online) throw new Error('offline');
      return { settings: stored, groupExamDate: group };
    },
    push: async (settings) => {
      if (!online) throw new Error('offline');
      stored = stored ? newerSettings(stored, settings) : settings;
      return { settings: stored, groupExamDate: group };
    },
  };
  return {
    transport,
    get stored() {
      return stored;
    },
    setOnline: (value: boolean) => {
      online = value;
    },
    setGroupDate: (value: string | null) => {
      group = value;
    },
  };
}

beforeEach(() => localStorage.clear());

describe('syncing the exam date', () => {
  it('sends a date set on this device, and keeps it as sent', async () => {
    const s = server();
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    expect(deviceSettings(STUDENT)?.pending).toBe(true);
    await syncStudySettings(STUDENT, s.transport);
    expect(s.stored).toEqual({ examDate: '2026-12-07', updatedAt: '2026-11-27T15:00:00.000Z' });
    expect(deviceSettings(STUDENT)).toMatchObject({ examDate: '2026-12-07', pending: false });
  });

  it('a device that never set it takes the server’s (another device set it)', async () => {
    const s = server({ examDate: '2026-12-20', updatedAt: '2026-11-27T15:00:00.000Z' });
    expect(await syncStudySettings(STUDENT, s.transport)).toBe(true);
    expect(localStore.getExamDate(STUDENT)).toBe('2026-12-20');
  });

  it('the one set last wins: an older pending date gives way to a newer one on the server', async () => {
    const s = server({ examDate: '2026-12-20', updatedAt: '2026-11-27T16:00:00.000Z' });
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    await syncStudySettings(STUDENT, s.transport);
    expect(localStore.getExamDate(STUDENT)).toBe('2026-12-20');
    expect(s.stored?.examDate).toBe('2026-12-20');
  });

  it('offline, the pending date stays on the device and is sent the next time', async () => {
    const s = server();
    s.setOnline(false);
    saveExamDate(STUDENT, null, new Date('2026-11-27T15:00:00Z'));
    expect(await syncStudySettings(STUDENT, s.transport)).toBe(false);
    expect(deviceSettings(STUDENT)?.pending).toBe(true);
    s.setOnline(true);
    await syncStudySettings(STUDENT, s.transport);
    expect(s.stored).toEqual({ examDate: null, updatedAt: '2026-11-27T15:00:00.000Z' });
    expect(deviceSettings(STUDENT)?.pending).toBe(false);
  });

  it("uses the group's exam date while the student has none of their own, also offline, and their own once they set it (issue 36 §2)", async () => {
    const s = server(null, '2026-12-18');
    expect(await syncStudySettings(STUDENT, s.transport)).toBe(true);
    expect(examDateOf(STUDENT)).toBe('2026-12-18');
    expect(localStore.getExamDate(STUDENT)).toBeNull();
    // Offline: the device keeps the group's date.
    s.setOnline(false);
    expect(await syncStudySettings(STUDENT, s.transport)).toBe(false);
    expect(examDateOf(STUDENT)).toBe('2026-12-18');
    s.setOnline(true);
    // The student's own date wins over the group's.
    saveExamDate(STUDENT, '2027-01-10', new Date('2026-11-27T15:00:00Z'));
    await syncStudySettings(STUDENT, s.transport);
    expect(examDateOf(STUDENT)).toBe('2027-01-10');
    // The group's date removed: a student without their own has none.
    saveExamDate(STUDENT, null, new Date('2026-11-27T16:00:00Z'));
    s.setGroupDate(null);
    await syncStudySettings(STUDENT, s.transport);
    expect(examDateOf(STUDENT)).toBeNull();
  });
});
