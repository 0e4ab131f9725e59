/**
 * Lighthouse (programmatic API, default mobile emulation and simulated throttling) against a Chromium
 * the bench starts itself, in two modes:
 *
 * - First visit, the way a student meets the app: every run in a brand-new Chromium profile, with
 *   Lighthouse's default storage reset (HTTP cache, service workers, Cache Storage, file systems;
 *   Lighthouse 12 keeps localStorage and IndexedDB). A signed-in route gets only the session put into
 *   that profile first (the localStorage keys a sign-in writes), and the bench checks over the page
 *   that nothing else is there: no Cache Storage, no service worker, no IndexedDB, no other key.
 * - Warm, the run right after in the same profile: one ordinary load of the route first, waiting for
 *   the service worker to be active (Lighthouse's reset at the end of the first visit removed it), so
 *   the run meets the HTTP cache, the precache and the service worker in place.
 */
import lighthouse from 'lighthouse';
import { launchDebuggableChromium, type DebuggableChromium } from './chromium';
import { errorText, median, withTimeout } from './util';

export type Mode = 'first' | 'warm';
export const MODES: readonly Mode[] = ['first', 'warm'];
export const MODE_LABEL: Record<Mode, string> = { first: 'first visit', warm: 'warm' };

export interface StorageItem {
  name: string;
  value: string;
}

export interface RouteToMeasure {
  url: string;
  /** The session's localStorage items, for a signed-in route. */
  session?: StorageItem[];
  /** A same-origin page that runs no script, where the session is written and the profile checked. */
  setUpUrl: string;
  /** Whether the page registers the service worker (the app does, the floor page does not). */
  serviceWorker: boolean;
}

/** One run's figures, or the medians of several. */
interface LighthouseMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (≈ 1000+ for a typical desktop). */
  benchmarkIndex: number;
}

export interface LighthouseRun extends LighthouseMetrics {
  warnings: string[];
}

export interface LighthouseSummary extends LighthouseMetrics {
  runs: number;
  /** The largest layout shift of any run: a shift a student meets on one load in three is real. */
  clsWorst: number;
  /** Failed runs, with their reason. */
  errors: string[];
  warnings: string[];
}

export interface RouteFigures {
  modes: Record<Mode, LighthouseSummary>;
  /** Every version reported by the browsers the runs used (one, unless the binary changed mid-run). */
  chromium: string[];
}

const SERVICE_WORKER_TIMEOUT_MS = 60_000;

/**
 * Writes the session into the fresh profile, then checks that the origin holds that and nothing
 * else; the page it used leaves the HTTP cache again.
 */
async function putSessionOnly(browser: DebuggableChromium, route: RouteToMeasure): Promise<void> {
  const items = route.session ?? [];
  await browser.withPage(async (page, cdp) => {
    await page.goto(route.setUpUrl);
    const found = await page.evaluate(async (session) => {
      for (const { name, value } of session) localStorage.setItem(name, value);
      return {
        localStorage: Object.keys(localStorage).sort(),
        caches: await caches.keys(),
        serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
        indexedDb: (await indexedDB.databases()).map((db) => db.name ?? ''),
      };
    }, items);
    const expected = items.map((i) => i.name).sort();
    const extra = [
      found.localStorage.join() !== expected.join() ? `localStorage keys ${found.localStorage.join(', ')}` : '',
      found.caches.length ? `Cache Storage ${found.caches.join(', ')}` : '',
      found.serviceWorkers ? `${found.serviceWorkers} service worker registration(s)` : '',
      found.indexedDb.length ? `IndexedDB ${found.indexedDb.join(', ')}` : '',
    ].filter(Boolean);
    if (extra.length) throw new Error(`the fresh profile holds more than the session: ${extra.join('; ')}`);
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
  });
}

/** One ordinary load, waiting for the service worker to take over when the page registers one. */
async function loadOnce(browser: DebuggableChromium, route: RouteToMeasure): Promise<void> {
  await browser.withPage(async (page) => {
    await page.goto(route.url, { waitUntil: 'load' });
    if (route.serviceWorker) {
      await withTimeout(
        page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)),
        SERVICE_WORKER_TIMEOUT_MS,
        `service worker of ${route.url}`,
      );
    }
    await page.goto('about:blank');
  });
}

async function runOnce(browser: DebuggableChromium, url: string, mode: Mode): Promise<LighthouseRun> {
  const result = await withTimeout(
    lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // First visit: Lighthouse's own reset. Warm: what the load before left must stay.
      disableStorageReset: mode === 'warm',
      maxWaitForLoad: 45_000,
    }),
    120_000,
    `Lighthouse ${url}`,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // A signed-in route that lost its session would end on /login and be measured as the wrong page.
  const requested = new URL(url).pathname;
  const ended = new URL(lhr.finalDisplayedUrl).pathname;
  if (ended !== requested) throw new Error(`the page ended on ${ended}, not ${requested}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('no performance score');
  return {
    score: score * 100,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

/** `times` × (fresh profile → first visit → load → warm run) on one route; medians per mode. */
export async function measureRoute(
  route: RouteToMeasure,
  times: number,
  log: (line: string) => void,
  launch: () => Promise<DebuggableChromium> = launchDebuggableChromium,
): Promise<RouteFigures> {
  const runs: Record<Mode, LighthouseRun[]> = { first: [], warm: [] };
  const errors: Record<Mode, string[]> = { first: [], warm: [] };
  const chromium = new Set<string>();
  const note = (mode: Mode, i: number, run: LighthouseRun) =>
    log(`  ${MODE_LABEL[mode]} #${i + 1}: score ${Math.round(run.score)}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
  const fail = (mode: Mode, i: number, error: unknown, retrying: boolean) => {
    errors[mode].push(`${retrying ? 'retried after' : 'failed'}: ${errorText(error)}`);
    log(`  ${MODE_LABEL[mode]} #${i + 1}: ERROR ${errorText(error)}${retrying ? ' (retrying in a new profile)' : ''}`);
  };

  for (let i = 0; i < times; i++) {
    // One retry, in another fresh profile: Lighthouse occasionally loses a trace (NO_NAVSTART) on a
    // busy host, and a first visit can only be measured in a profile that has seen nothing.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const browser = await launch();
      chromium.add(browser.version);
      let first: LighthouseRun | undefined;
      try {
        if (route.session) await putSessionOnly(browser, route);
        first = await runOnce(browser, route.url, 'first');
        runs.first.push(first);
        note('first', i, first);
      } catch (error) {
        fail('first', i, error, attempt === 1);
      }
      try {
        if (first) {
          await loadOnce(browser, route);
          const warm = await runOnce(browser, route.url, 'warm');
          runs.warm.push(warm);
          note('warm', i, warm);
        }
      } catch (error) {
        fail('warm', i, error, false);
      } finally {
        await browser.stop();
      }
      if (first) break;
    }
  }

  const summarize = (mode: Mode): LighthouseSummary => {
    const list = runs[mode];
    const of = (key: keyof LighthouseMetrics) => median(list.map((r) => r[key]));
    return {
      runs: list.length,
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      clsWorst: list.length ? Math.max(...list.map((r) => r.cls)) : NaN,
      benchmarkIndex: of('benchmarkIndex'),
      errors: errors[mode],
      warnings: [...new Set(list.flatMap((r) => r.warnings))],
    };
  };
  return { modes: { first: summarize('first'), warm: summarize('warm') }, chromium: [...chromium] };
}
