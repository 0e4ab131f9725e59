/**
 * Lighthouse (programmatic API, default mobile emulation and simulated throttling) against the
 * bench's own Chromium. Storage is never reset by Lighthouse (`disableStorageReset`), so the
 * signed-in student's token stays; a "cold" run first clears the HTTP cache and the service worker
 * (not localStorage) over CDP, a "warm" run follows right after a load with both in place.
 */
import lighthouse from 'lighthouse';
import type { DebuggableChromium } from './chromium';
import { errorText, median, withTimeout } from './util';

export type Mode = 'cold' | 'warm';

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
  /** Failed runs, with their reason. */
  errors: string[];
  warnings: string[];
}

export async function clearCacheAndServiceWorker(browser: DebuggableChromium, origin: string): Promise<void> {
  await browser.withPage(async (page, cdp) => {
    // No page of the origin may stay open (it would keep its service worker alive).
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  });
}

async function runOnce(browser: DebuggableChromium, url: string): Promise<LighthouseRun> {
  const result = await withTimeout(
    lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      maxWaitForLoad: 45_000,
    }),
    120_000,
    `Lighthouse ${url}`,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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

/** `times` × (clear → cold run → warm run) on one URL; medians per metric and mode. */
export async function measureRoute(
  browser: DebuggableChromium,
  url: string,
  times: number,
  log: (line: string) => void,
): Promise<Record<Mode, LighthouseSummary>> {
  const runs: Record<Mode, LighthouseRun[]> = { cold: [], warm: [] };
  const errors: Record<Mode, string[]> = { cold: [], warm: [] };
  const origin = new URL(url).origin;
  for (let i = 0; i < times; i++) {
    for (const mode of ['cold', 'warm'] as const) {
      // One retry: Lighthouse occasionally loses a trace (NO_NAVSTART) on a busy host.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          if (mode === 'cold') await clearCacheAndServiceWorker(browser, origin);
          const run = await runOnce(browser, url);
          runs[mode].push(run);
          log(`  ${mode} #${i + 1}: score ${Math.round(run.score)}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`);
          break;
        } catch (error) {
          errors[mode].push(`${attempt === 1 ? 'retried after' : 'failed twice'}: ${errorText(error)}`);
          log(`  ${mode} #${i + 1}: ERROR ${errorText(error)}${attempt === 1 ? ' (retrying)' : ''}`);
        }
      }
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
      benchmarkIndex: of('benchmarkIndex'),
      errors: errors[mode],
      warnings: [...new Set(list.flatMap((r) => r.warnings))],
    };
  };
  return { cold: summarize('cold'), warm: summarize('warm') };
}
