/**
 * Build-time only (src/prerender.tsx): the few browser globals the app reads while rendering, so a
 * page renders in Node as it first renders on a device that is online, signed in (with no name
 * known yet) and has nothing stored.
 */
const memory = new Map<string, string>();
const storage: Storage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};
const globals = globalThis as Record<string, unknown>;
globals.localStorage ??= storage;
// Node 20 has no navigator.
globals.navigator ??= { onLine: true, language: 'es-PE' };

/** A token the device-side check accepts (exp in 2100); never sent anywhere. */
const claims = Buffer.from(JSON.stringify({ exp: 4102444800 })).toString('base64url');
export const PRERENDER_TOKEN = `prerender.${claims}.unsigned`;
