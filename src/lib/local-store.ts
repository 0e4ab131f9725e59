/**
 * The small synchronous values kept in localStorage, under the keys the spec names. IndexedDB (exam
 * runs, attempts) lives in lib/storage.ts.
 */
export const LOCAL_KEYS = {
  token: 'access_token',
  user: 'user',
  theme: 'theme',
  disclaimerSeen: 'exam-disclaimer-seen',
  lastCourses: 'last-courses',
} as const;

export interface StoredUser {
  id?: number;
  name: string;
  email: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full disk: the app keeps working with in-memory state.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const localStore = {
  getToken: () => read(LOCAL_KEYS.token),
  getUser: () => readJson<StoredUser>(LOCAL_KEYS.user),
  setSession(token: string, user: StoredUser) {
    write(LOCAL_KEYS.token, token);
    write(LOCAL_KEYS.user, JSON.stringify(user));
  },
  setToken: (token: string) => write(LOCAL_KEYS.token, token),
  clearSession() {
    write(LOCAL_KEYS.token, null);
    write(LOCAL_KEYS.user, null);
  },
  getTheme: (): 'light' | 'dark' => (read(LOCAL_KEYS.theme) === 'dark' ? 'dark' : 'light'),
  setTheme: (theme: 'light' | 'dark') => write(LOCAL_KEYS.theme, theme),
  isDisclaimerSeen: () => read(LOCAL_KEYS.disclaimerSeen) === 'true',
  setDisclaimerSeen: () => write(LOCAL_KEYS.disclaimerSeen, 'true'),
  getLastCourses: <T>() => readJson<T[]>(LOCAL_KEYS.lastCourses),
  setLastCourses: (courses: unknown[]) => write(LOCAL_KEYS.lastCourses, JSON.stringify(courses)),
  clearLastCourses: () => write(LOCAL_KEYS.lastCourses, null),
};
