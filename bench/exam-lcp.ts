/**
 * The exam screen's question, how soon after the first paint (issue 53 §1): builds served side by side
 * (`--dist a,b`: each by a server of its own) and loaded in turn, signed in, at `--rate`× CPU
 * (Chromium's `Emulation.setCPUThrottlingRate`), first visit (fresh context) then warm (same
 * context, service worker active). Per load: FCP, when the question's `h2` is in the page, the last
 * LCP entry, the app's `boot:*` marks (and any temporary `t:*` mark of a hand-instrumented build), and with `--trace` the waterfall (scripts and API calls,
 * IndexedDB reads) relative to FCP. Prints the median FCP → h2 per build and mode.
 *
 *   npx tsx bench/exam-lcp.ts --dist /tmp/old,dist --runs 6 --rate 4 [--trace]
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_STUDENT } from '../server/seed';
import { launchBrowser } from '../test/e2e/support/browser';
import { startServer, type RunningServer } from '../test/e2e/support/server';
import { argOf, median, withTimeout } from './util';

const DISTS = argOf('dist', 'dist').split(',').map((d) => path.resolve(d));
const RUNS = Number(argOf('runs', '6'));
const RATE = Number(argOf('rate', '4'));
const TRACE = process.argv.includes('--trace');
const EXAM = argOf('path', '/courses/examen-de-naturalizacion/evaluacion/principal-01');

interface Load {
  fcp: number;
  h2: number;
  h2Text: string;
  lcp: number;
  lcpElement: string;
  marks: [string, number][];
  events: [number, string][];
}

declare global {
  interface Window {
    __lcpProbe?: { lcp: number; lcpElement: string; h2: number; h2Text: string; events: [number, string][] };
  }
}

function probe(items: [string, string][]) {
  for (const [k, v] of items) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  const record = { lcp: NaN, lcpElement: '', h2: NaN, h2Text: '', events: [] as [number, string][] };
  window.__lcpProbe = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      record.lcp = e.startTime;
      record.lcpElement = e.element ? e.element.tagName.toLowerCase() : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.events.push([e.startTime, `long task ${Math.round(e.duration)} ms`]);
  }).observe({ type: 'longtask', buffered: true });
  // Main-thread gaps over 40 ms (a 10 ms heartbeat), and long animation frames with their scripts.
  {
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (now - last > 40) record.events.push([last, `busy ${Math.round(now - last)} ms`]);
      last = now;
    }, 10);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { scripts: { invoker: string; sourceURL: string; duration: number }[] })[]) {
        const top = e.scripts.map((x) => `${x.invoker.slice(0, 60)}@${x.sourceURL.split('/').pop()}:${Math.round(x.duration)}`).join(' | ');
        record.events.push([e.startTime, `loaf ${Math.round(e.duration)} ms ${top}`]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  // No named functions in here: tsx would wrap them in a helper the page lacks.
  new MutationObserver(() => {
    if (!Number.isNaN(record.h2)) return;
    const h2 = document.querySelector('h2');
    if (h2 && h2.textContent) {
      record.h2 = performance.now();
      record.h2Text = h2.textContent.slice(0, 40);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // IndexedDB reads: when asked, when answered.
  for (const name of ['get', 'getAll', 'openCursor'] as const) {
    const original = IDBObjectStore.prototype[name] as (...a: unknown[]) => IDBRequest;
    (IDBObjectStore.prototype as unknown as Record<string, unknown>)[name] = function (this: IDBObjectStore, ...a: unknown[]) {
      const t0 = performance.now();
      const label = `idb ${name} ${this.name}`;
      const req = original.apply(this, a);
      req.addEventListener('success', () => record.events.push([t0, `${label} → ${Math.round(performance.now() - t0)} ms`]));
      return req;
    };
  }
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (n: string, v?: number) => {
    const t0 = performance.now();
    const req = open(n, v);
    req.addEventListener('success', () => record.events.push([t0, `idb open ${n} → ${Math.round(performance.now() - t0)} ms`]));
    return req;
  };
}

async function signIn(url: string): Promise<[string, string][]> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  if (!res.ok) throw new Error(`login → ${res.status}`);
  const body = (await res.json()) as { access_token: string; user: unknown };
  return [
    ['access_token', body.access_token],
    ['user', JSON.stringify(body.user)],
    ['exam-disclaimer-seen', 'true'],
  ];
}

async function measure(browser: Browser, server: RunningServer, items: [string, string][]): Promise<{ first: Load; warm: Load }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 }, locale: 'es-PE' });
  try {
    await context.addInitScript(probe, items);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const once = async (): Promise<Load> => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      try {
        await page.goto(EXAM, { waitUntil: 'commit' });
        await withTimeout(
          page.waitForFunction(() => !Number.isNaN(window.__lcpProbe?.h2 ?? NaN), undefined, { timeout: 40_000, polling: 100 }),
          45_000,
          'h2',
        ).catch(async (error: unknown) => {
          const seen = await page.evaluate(() => ({ url: location.href, h: [...document.querySelectorAll('h1,h2')].map((e) => e.tagName + ':' + e.textContent), p: window.__lcpProbe }));
          throw new Error(`no h2: ${JSON.stringify(seen)} (${String(error)})`);
        });
        await page.waitForLoadState('load');
        await page.waitForTimeout(800);
        return await page.evaluate(() => {
          const r = window.__lcpProbe!;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => /\.js$|\/api\//.test(e.name))
            .map((e): [number, string] => [e.startTime, `${e.initiatorType} ${e.name.replace(location.origin, '')} → ${Math.round(e.responseEnd - fcp)} (${e.transferSize} B)`]);
          const marks = performance.getEntriesByType('mark').filter((m) => (m.name.startsWith('boot:') || m.name.startsWith('t:'))).map((m): [string, number] => [m.name, m.startTime]);
          return { fcp, h2: r.h2, h2Text: r.h2Text, lcp: r.lcp, lcpElement: r.lcpElement, marks, events: [...res, ...r.events].sort((a, b) => a[0] - b[0]) };
        });
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    };
    const first = await once();
    await withTimeout(page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)), 60_000, 'service worker');
    await page.goto('about:blank');
    const warm = await once();
    return { first, warm };
  } finally {
    await context.close();
  }
}

function show(label: string, l: Load) {
  console.log(`\n${label}: FCP ${Math.round(l.fcp)} ms, h2 +${Math.round(l.h2 - l.fcp)} ms ('${l.h2Text}'), LCP ${l.lcpElement} +${Math.round(l.lcp - l.fcp)} ms`);
  const rows: [number, string][] = [...l.marks.map(([n, t]): [number, string] => [t, n]), ...l.events, [l.h2, 'h2 in the page']];
  for (const [t, what] of rows.sort((a, b) => a[0] - b[0])) console.log(`  ${String(Math.round(t - l.fcp)).padStart(6)}  ${what}`);
}

async function main() {
  console.log(`host: ${cpus()[0]?.model}, ${cpus().length} cores; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}; ${RATE}× CPU, ${RUNS} runs`);
  const servers: RunningServer[] = [];
  const browser = await launchBrowser();
  try {
    for (const distDir of DISTS) servers.push(await startServer({ distDir }));
    const sessions = await Promise.all(servers.map((s) => signIn(s.url)));
    const figures = DISTS.map(() => ({ first: [] as number[], warm: [] as number[] }));
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < DISTS.length; i++) {
        const { first, warm } = await measure(browser, servers[i], sessions[i]);
        figures[i].first.push(first.h2 - first.fcp);
        figures[i].warm.push(warm.h2 - warm.fcp);
        console.log(`run ${run + 1} ${DISTS[i]}: first FCP ${Math.round(first.fcp)} → h2 +${Math.round(first.h2 - first.fcp)}; warm FCP ${Math.round(warm.fcp)} → h2 +${Math.round(warm.h2 - warm.fcp)}; load ${loadavg()[0].toFixed(2)}`);
        if (TRACE) {
          show('first visit', first);
          show('warm', warm);
        }
      }
    }
    for (let i = 0; i < DISTS.length; i++) {
      const r = (v: number[]) => v.map(Math.round).sort((a, b) => a - b).join(', ');
      console.log(`${DISTS[i]}: FCP → h2 median first ${Math.round(median(figures[i].first))} ms [${r(figures[i].first)}], warm ${Math.round(median(figures[i].warm))} ms [${r(figures[i].warm)}]`);
    }
    console.log(`load after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
}

await main();
