// Builds an output when it is missing or older than its sources: `npm start` and `npm run admin` use it
// so that a fresh clone, or one whose sources changed, runs what its sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/**
 * Runs `npx vite build …args` when `output` is older than the newest of `sources`; exits with the
 * build's status if it fails. What the build prints goes to stderr: the admin CLI's stdout is its answer.
 */
export function buildIfStale({ output, sources, args = [], what }) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.error(builtAt ? `Los archivos cambiaron: recompilando ${what}...` : `Compilando ${what} por primera vez...`);
  const build = spawnSync('npx', ['vite', 'build', ...args], { stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The compiled server (vite.server.config.ts): server/ and what it imports from src/. */
export function buildServerIfStale() {
  buildIfStale({
    output: 'dist-server/server.js',
    sources: ['server', 'src', 'package-lock.json', 'vite.server.config.ts'],
    args: ['--config', 'vite.server.config.ts', '--logLevel', 'warn'],
    what: 'el servidor',
  });
}
