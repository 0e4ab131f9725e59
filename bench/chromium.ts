/**
 * Debian Chromium started by the bench itself with a DevTools port and its own profile, so Lighthouse
 * (which connects to the port) and our setup steps share one browser: the signed-in student's
 * localStorage, the HTTP cache and the service worker survive between Lighthouse runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { sleep, withTimeout } from './util';

export interface DebuggableChromium {
  port: number;
  /** Runs `fn` with a short-lived CDP connection (Playwright over CDP), then disconnects. */
  withPage: <T>(fn: (page: Page, cdp: CDPSession) => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'academia-bench-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group: stop() ends the wrapper script and the browser together
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + d).slice(-4000)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };

  // Chromium writes the port it picked into DevToolsActivePort.
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`Chromium exited early:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium did not open its DevTools port:\n${stderr}`);
    }
    if (existsSync(portFile)) port = Number(readFileSync(portFile, 'utf8').split('\n')[0]) || 0;
    if (!port) await sleep(100);
  }

  async function withPage<T>(fn: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
    const browser = await withTimeout(chromium.connectOverCDP(`http://127.0.0.1:${port}`), 30_000, 'connect to Chromium');
    try {
      const context = browser.contexts()[0];
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      try {
        return await fn(page, cdp);
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    } finally {
      // Over CDP, close() only disconnects: the browser and its profile stay.
      await browser.close().catch(() => undefined);
    }
  }

  return { port, withPage, stop };
}
