/** The operator CLI (README 'Operator CLI') on a server's data folder, before the server starts (PGlite allows one process). */
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs `npm run admin -- <args>` and resolves to what it printed. */
export function adminCli(dataDir: string, ...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/cli/admin.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`admin ${args[0]} exited ${code}:\n${output}`))));
  });
}
