/**
 * Bytes: the JavaScript and CSS each route loads (a fresh Chromium context with service workers
 * blocked, every `script`/`stylesheet` response summed), sized raw, gzip and brotli with node:zlib
 * from the build files themselves; the largest chunks; the precache total from sw.js.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { sleep } from './util';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBytes {
  route: string;
  js: FileSize[];
  css: FileSize[];
  /** Script/stylesheet URLs that did not map to a build file (should be none). */
  unmapped: string[];
}

export const total = (files: FileSize[], key: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, f) => sum + f[key], 0);

const sizeCache = new Map<string, FileSize>();

export function sizeOf(distDir: string, file: string): FileSize {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const data = readFileSync(path.join(distDir, file));
  const size: FileSize = {
    file,
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
  sizeCache.set(file, size);
  return size;
}

export async function routeBytes(
  browser: Browser,
  baseURL: string,
  distDir: string,
  route: string,
  localStorageItems: { name: string; value: string }[],
): Promise<RouteBytes> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: localStorageItems.length ? [{ origin, localStorage: localStorageItems }] : [] },
  });
  try {
    const page = await context.newPage();
    const seen = new Map<string, 'script' | 'stylesheet'>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const url = new URL(response.url());
      if (url.origin === origin) seen.set(url.pathname, type);
    });
    await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await sleep(1000); // late lazy chunks
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const result: RouteBytes = { route, js: [], css: [], unmapped: [] };
    for (const [pathname, type] of [...seen].sort()) {
      const file = decodeURIComponent(pathname).replace(/^\/+/, '');
      let exists = false;
      try {
        exists = statSync(path.join(distDir, file)).isFile();
      } catch {
        exists = false;
      }
      if (!exists) result.unmapped.push(pathname);
      else (type === 'script' ? result.js : result.css).push(sizeOf(distDir, file));
    }
    return result;
  } finally {
    await context.close();
  }
}

export function largestChunks(distDir: string, count: number): FileSize[] {
  return readdirSync(path.join(distDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sizeOf(distDir, `assets/${f}`))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, count);
}

export function precacheUrls(distDir: string): string[] {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
}

export interface Precache {
  files: number;
  raw: number;
  gzip: number;
  missing: string[];
}

export function precacheSize(distDir: string): Precache {
  const result: Precache = { files: 0, raw: 0, gzip: 0, missing: [] };
  for (const url of precacheUrls(distDir)) {
    const file = decodeURIComponent(url);
    try {
      const data = readFileSync(path.join(distDir, file));
      result.files++;
      result.raw += data.length;
      result.gzip += sizeCache.get(file)?.gzip ?? gzipSync(data, { level: 9 }).length;
    } catch {
      result.missing.push(url);
    }
  }
  return result;
}
