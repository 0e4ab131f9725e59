/**
 * The small synchronous values kept in localStorage, under the keys the spec names. IndexedDB (exam
 * runs, attempts) lives in lib/storage/indexed-db.ts. What belongs to a student (the course list, the time of
 * the last sync) is kept under a key of theirs, so a shared phone never shows one student's data to
 * another; the session, the theme and the disclaimer belong to the device. (The exam date's sync
 * state, `exam-date-sync:<student>`, is kept by sync/study-settings-sync.ts with these helpers: only
 * the screens that show it and the outbox engine load it.)
 */
export const LOCAL_KEYS = {
  token: 'access_token',
  user: 'user',
  theme: 'theme',
  disclaimerSeen: 'exam-disclaimer-seen',
  /** The text size of the study pages ('grande', 'muy-grande'; absent: normal), for the device. */
  studyFontSize: 'study-font-size',
  /** 'pending' once the app works offline, 'seen' once the student was told (src/features/sync/pwa-notices.tsx). */
  offlineReadyNotice: 'offline-ready-notice',
  // Before they were kept per student these were 'last-courses' and 'last-sync-at': never read now.
  lastCourses: (studentId: StudentId) => `last-courses:${studentId}`,
  lastSyncAt: (studentId: StudentId) => `last-sync-at:${studentId}`,
  /** The date of the student's naturalization exam ('Fecha de mi examen', YYYY-MM-DD). */
  examDate: (studentId: StudentId) => `exam-date:${studentId}`,
  /** The Repaso count last computed today, for the sidebar of pages that do not load the model. */
  dueToday: (studentId: StudentId) => `repaso-due:${studentId}`,
  /** The last day of a course access the server said had ended (a 403 'access-ended' to an outbox). */
  accessEnded: (studentId: StudentId) => `access-ended:${studentId}`,
} as const;

/** The three text sizes of the study pages. */
export type StudyFontSize = 'normal' | 'grande' | 'muy-grande';

/** The server's id of a student (the login answer's `user.id`). */
export type StudentId = number;

export interface StoredUser {
  /** Absent only in a session stored by a client that did not keep it (see studentIdOf). */
  id?: StudentId;
  name: string;
  email: string;
  /** Absent in sessions stored before operators existed: those were students. */
  role?: 'student' | 'operator';
}

/** An operator uses the console (/admin); everyone else is a student. */
export const isOperator = (user: StoredUser | null | undefined): boolean => user?.role === 'operator';

/**
 * Where a sign-in lands: an operator in the console, a student on 'Mis Cursos'. The page the
 * session was sent away from (`redirect`) comes first when it belongs to the same role.
 */
export function landingOf(user: StoredUser | null | undefined, redirect?: string): string {
  const operator = isOperator(user);
  if (redirect && (redirect === '/admin' || redirect.startsWith('/admin/')) === operator) return redirect;
  return operator ? '/admin' : '/home';
}

/** Whose data this session may see, or null when the stored user does not say (sign in again). */
export function studentIdOf(user: StoredUser | null | undefined): StudentId | null {
  return typeof user?.id === 'number' ? user.id : null;
}

/**
 * Everything lives in localStorage but a session the student chose not to keep ('Recordarme'
 * unticked): that one is in sessionStorage, which the browser empties when it closes.
 */
type Area = 'localStorage' | 'sessionStorage';

function read(key: string, area: Area = 'localStorage'): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
  } catch {
    // Private mode or a full disk: the app keeps working with in-memory state.
  }
}

export function readJson<T>(key: string, area?: Area): T | null {
  const raw = read(key, area);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Where the session is: the token and its user are always kept together, in one area. */
const sessionArea = (): Area => (read(LOCAL_KEYS.token, 'sessionStorage') === null ? 'localStorage' : 'sessionStorage');

export const localStore = {
  getToken: () => read(LOCAL_KEYS.token, sessionArea()),
  getUser: () => readJson<StoredUser>(LOCAL_KEYS.user, sessionArea()),
  /** `remember`: kept on the device for the token's lifetime; else only until the browser closes. */
  setSession(token: string, user: StoredUser, remember = true) {
    localStore.clearSession();
    const area = remember ? 'localStorage' : 'sessionStorage';
    write(LOCAL_KEYS.token, token, area);
    write(LOCAL_KEYS.user, JSON.stringify(user), area);
  },
  setToken: (token: string) => write(LOCAL_KEYS.token, token, sessionArea()),
  clearSession() {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      write(LOCAL_KEYS.token, null, area);
      write(LOCAL_KEYS.user, null, area);
    }
  },
  /** The theme the student chose, or null while they have not (the device's preference applies). */
  getTheme: (): 'light' | 'dark' | null => {
    const theme = read(LOCAL_KEYS.theme);
    return theme === 'dark' || theme === 'light' ? theme : null;
  },
  setTheme: (theme: 'light' | 'dark') => write(LOCAL_KEYS.theme, theme),
  isDisclaimerSeen: () => read(LOCAL_KEYS.disclaimerSeen) === 'true',
  setDisclaimerSeen: () => write(LOCAL_KEYS.disclaimerSeen, 'true'),
  getOfflineReadyNotice: (): 'pending' | 'seen' | null => {
    const value = read(LOCAL_KEYS.offlineReadyNotice);
    return value === 'pending' || value === 'seen' ? value : null;
  },
  setOfflineReadyNotice: (value: 'pending' | 'seen') => write(LOCAL_KEYS.offlineReadyNotice, value),
  /**
   * The study pages' text size (src/features/study/font-size.tsx). Read before the first paint by
   * THEME_BOOT_SCRIPT (src/shared/prerender-markers.ts), which puts it on <html>, where the app reads it.
   */
  setStudyFontSize: (size: StudyFontSize) => write(LOCAL_KEYS.studyFontSize, size === 'normal' ? null : size),
  getLastCourses: <T>(studentId: StudentId) => readJson<T[]>(LOCAL_KEYS.lastCourses(studentId)),
  setLastCourses: (studentId: StudentId, courses: unknown[]) => write(LOCAL_KEYS.lastCourses(studentId), JSON.stringify(courses)),
  clearLastCourses: (studentId: StudentId) => write(LOCAL_KEYS.lastCourses(studentId), null),
  getLastSyncAt: (studentId: StudentId) => read(LOCAL_KEYS.lastSyncAt(studentId)),
  setLastSyncAt: (studentId: StudentId, at: string) => write(LOCAL_KEYS.lastSyncAt(studentId), at),
  /** The student's exam date (YYYY-MM-DD), or null when not set (or not a date). */
  getExamDate: (studentId: StudentId): string | null => {
    const value = read(LOCAL_KEYS.examDate(studentId));
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  },
  setExamDate: (studentId: StudentId, isoDate: string | null) => write(LOCAL_KEYS.examDate(studentId), isoDate),
  /** The count saved on `day` (the device's YYYY-MM-DD), or null when none was saved that day. */
  getDueToday: (studentId: StudentId, day: string): number | null => {
    const saved = readJson<{ day?: unknown; count?: unknown }>(LOCAL_KEYS.dueToday(studentId));
    return saved && saved.day === day && typeof saved.count === 'number' ? saved.count : null;
  },
  setDueToday: (studentId: StudentId, day: string, count: number) => write(LOCAL_KEYS.dueToday(studentId), JSON.stringify({ day, count })),
  getAccessEnded: (studentId: StudentId): string | null => read(LOCAL_KEYS.accessEnded(studentId)),
  setAccessEnded: (studentId: StudentId, endsAt: string | null) => write(LOCAL_KEYS.accessEnded(studentId), endsAt),
};
