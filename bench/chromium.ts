/**
 * Debian Chromium started by the bench itself with a DevTools port and a brand-new profile (a fresh
 * user-data-dir, removed by stop()), so Lighthouse (which connects to the port) and our set-up steps
 * share one browser: what a set-up step stores, and what one Lighthouse run leaves behind (HTTP
 * cache, service worker), is there for the next run in the same browser and in no other. Besides
 * ours it gets the flags Lighthouse's own launcher (chrome-launcher) gives the Chromium of a plain
 * `npx lighthouse` (no background-tab throttling, no extensions…), so the figures compare with one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Launcher } from 'chrome-launcher';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/browser';
import { sleep, withTimeout } from './util';

export interface DebuggableChromium {
  port: number;
  /** As the browser reports it over DevTools, e.g. 'Chrome/156.0.8078.79'. */
  version: string;
  /** Runs `fn` with a short-lived CDP connection (Playwright over CDP), then disconnects. */
  withPage: <T>(fn: (page: Page, cdp: CDPSession) => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'academia-bench-chromium-'));
  const args = [...new Set([...CHROMIUM_ARGS, ...Launcher.defaultFlags()])];
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
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

  let version = 'unknown';
  try {
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    version = info.Browser ?? version;
  } catch (error) {
    await stop();
    throw error;
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

  return { port, version, withPage, stop };
}
