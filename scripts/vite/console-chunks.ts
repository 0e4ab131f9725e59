/**
 * Vite plugin: the academy's console (/admin, issue 20) is online-only and for operators alone, so
 * a student's device must never download it, and the service worker's precache downloads every
 * chunk it lists. This plugin finds the console's chunks after bundling: the ones holding the
 * console's code (src/features/admin, the /admin route components) and every chunk that only they
 * import (their icons, for instance). `isConsoleFile` then keeps those out of the precache
 * (vite.config.ts, workbox `manifestTransforms`).
 */
import type { Plugin, Rollup } from 'vite';

/** Console code: the feature, and the /admin routes' split components (not their error screen). */
export function isConsoleModule(id: string): boolean {
  const file = id.replace(/\\/g, '/');
  if (/\/src\/features\/admin\//.test(file)) return true;
  return /\/src\/routes\/admin(\.tsx|\/)/.test(file) && /[?&]tsr-split=component\b/.test(file);
}

/** The chunks reachable from the entries without going through a console chunk are the students'. */
export function consoleFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const isConsole = new Set(chunks.filter((c) => c.moduleIds.some(isConsoleModule)).map((c) => c.fileName));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const students = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry && !isConsole.has(c.fileName)).map((c) => c.fileName);
  while (queue.length) {
    const name = queue.pop()!;
    if (students.has(name) || isConsole.has(name)) continue;
    students.add(name);
    const chunk = byName.get(name);
    if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const files = new Set(chunks.filter((c) => !students.has(c.fileName)).map((c) => c.fileName));
  // Styles the console's chunks alone import.
  for (const chunk of chunks) {
    if (!files.has(chunk.fileName)) continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (![...students].some((s) => byName.get(s)?.viteMetadata?.importedCss.has(css))) files.add(css);
    }
  }
  return files;
}

export function consoleChunks(): Plugin & { isConsoleFile: (url: string) => boolean } {
  let files = new Set<string>();
  return {
    name: 'academia:console-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      files = consoleFiles(bundle);
    },
    isConsoleFile: (url: string) => files.has(url.replace(/^\//, '')),
  };
}
