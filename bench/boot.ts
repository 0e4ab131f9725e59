/**
 * Start-up on a slow phone (issues 33 and 53), measured without Lighthouse's simulation: Chromium's own CPU
 * throttling (`Emulation.setCPUThrottlingRate`, at the run's calibrated slowdown, bench/calibration.ts) on a page load in a fresh profile (first
 * visit), then again in the same profile once the service worker is active (warm). The page itself
 * observes what a student meets:
 *
 * - long tasks after its first contentful paint (PerformanceObserver `longtask`, installed before
 *   any of the page's scripts), their blocking time (each task's time over 50 ms) and the longest;
 * - when its email field first takes focus (`el.focus(); document.activeElement === el`, polled from
 *   the bench; an `inert` page refuses it);
 * - its largest contentful paint (the last `largest-contentful-paint` entry) and its layout shifts
 *   (`layout-shift` entries without recent input, summed: the page's CLS over a load this short);
 * - how long a tap made as soon as the page has painted waits for its answer: the tap goes in through
 *   CDP `Input.dispatchMouseEvent` (the browser queues it; no page script has to run first) on a
 *   point of the page's heading found beforehand, and the page's `first-input` Event Timing entry
 *   says how long it took until the next paint after its handlers ran.
 *
 * Chromium stops reporting LCP at the first input, so the tap has loads of its own: every run is a
 * quiet profile (first visit and warm, no input: every figure but the tap) and a tapped profile (the
 * same two loads with the early tap: the tap's answer only), joined by withTapOf.
 *
 * A quiet load ends once the page has loaded and no long task came for QUIET_MS (or after MAX_MS);
 * a tapped one as soon as the page has loaded and its tap has been answered (or as a quiet one).
 */
import type { CDPSession, Page } from 'playwright-core';
import type { DebuggableChromium } from './chromium';
import type { StorageItem } from './lighthouse';
import { median, sleep, withTimeout } from './util';

export type BootMode = 'first' | 'warm';

export interface BootPage {
  /** The route, e.g. '/login'. */
  path: string;
  url: string;
  session?: StorageItem[];
  /** A same-origin page that runs no script, where the session is written. */
  setUpUrl: string;
  serviceWorker: boolean;
  /** CSS selector of the field whose focus is timed; none for pages without one. */
  field?: string;
}

export interface BootRun {
  fcp: number;
  longTasks: number;
  /** Sum over long tasks after first paint of (duration − 50 ms). */
  blocking: number;
  longest: number;
  /** Since navigation start; NaN when the page has no field. */
  focus: number;
  /** The first tap's Event Timing duration (input → next paint); NaN when it was never answered. */
  tap: number;
  lcp: number;
  /** The last LCP entry's element, e.g. 'p#remember-help' ('' when none, '(removed)' once gone), and its size in px². */
  lcpElement: string;
  lcpSize: number;
  cls: number;
}

/** Medians over runs; `lcpOverFcp` is the median of each run's LCP − FCP (0: the largest element came with the first paint). */
export type BootSummary = BootRun & { runs: number; errors: string[]; tapsAnswered: number; lcpOverFcp: number };

const VIEWPORT = { width: 412, height: 823 };
const QUIET_MS = 3000;
const MAX_MS = 40_000;
const FOCUS_POLL_MS = 25;

interface BootRecord {
  tasks: { start: number; duration: number }[];
  firstInput?: { start: number; duration: number };
  lcp: number;
  lcpElement: string;
  lcpSize: number;
  cls: number;
}

declare global {
  interface Window {
    __boot?: BootRecord;
  }
}

/** Installed before the page's own scripts (Page.addScriptToEvaluateOnNewDocument). */
function observeBoot() {
  const record: BootRecord = { tasks: [], lcp: NaN, lcpElement: '', lcpSize: NaN, cls: 0 };
  window.__boot = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const e = list.getEntries()[0];
    if (e && !record.firstInput) record.firstInput = { start: e.startTime, duration: e.duration };
  }).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      record.lcp = e.startTime;
      record.lcpSize = e.size;
      // Its tag and id, else its first class: which element the largest paint was.
      const el = e.element;
      const cls = el && typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
      record.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : cls ? `.${cls}` : ''}` : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) record.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The centre of the page's first heading, from an unthrottled load in a profile of its own. */
export async function headingPoint(browser: DebuggableChromium, page: BootPage): Promise<{ x: number; y: number }> {
  return browser.withPage(async (p) => {
    await p.setViewportSize(VIEWPORT);
    await putSession(p, page);
    await p.goto(page.url, { waitUntil: 'load' });
    const box = await p.locator('h1, h2').first().boundingBox({ timeout: 20_000 });
    if (!box) throw new Error(`${page.path}: no heading to tap`);
    await p.goto('about:blank');
    return { x: Math.round(box.x + Math.min(box.width / 2, 40)), y: Math.round(box.y + box.height / 2) };
  });
}

async function putSession(p: Page, page: BootPage) {
  if (!page.session?.length) return;
  await p.goto(page.setUpUrl);
  await p.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, page.session);
}

/** The point a load taps at its first contentful paint; none for a quiet load. */
export type TapPoint = { x: number; y: number } | undefined;

/** One measured load of `page` at `rate`× CPU, tapped at its first paint when `tapAt` is given. */
async function measureLoad(p: Page, cdp: CDPSession, page: BootPage, rate: number, tapAt: TapPoint): Promise<BootRun> {
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  let painted!: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  const onLifecycle = (event: { name: string }) => {
    if (event.name === 'firstContentfulPaint') painted();
  };
  cdp.on('Page.lifecycleEvent', onLifecycle);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    // The tap, as soon as the page has painted: queued by the browser, answered when the page can.
    const tapped = firstPaint.then(async () => {
      if (!tapAt) return;
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: tapAt.x, y: tapAt.y, button: 'left', clickCount: 1 });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: tapAt.x, y: tapAt.y, button: 'left', clickCount: 1 });
    });
    const navigated = p.goto(page.url, { waitUntil: 'commit', timeout: MAX_MS });
    await navigated;
    let focus = NaN;
    if (page.field) {
      const deadline = Date.now() + MAX_MS;
      while (Date.now() < deadline) {
        const at = await p
          .evaluate((selector) => {
            const el = document.querySelector<HTMLElement>(selector);
            if (!el) return null;
            el.focus();
            return document.activeElement === el ? performance.now() : null;
          }, page.field)
          .catch(() => null);
        if (at !== null) {
          focus = at;
          break;
        }
        await sleep(FOCUS_POLL_MS);
      }
      if (Number.isNaN(focus)) throw new Error(`${page.path}: ${page.field} never took focus`);
    }
    await withTimeout(tapped, MAX_MS, `${page.path}: first paint`);
    await p.waitForLoadState('load', { timeout: MAX_MS });
    // Until no long task has come for QUIET_MS (a tapped load: or until its tap has been answered).
    const started = Date.now();
    let lastCount = -1;
    let quietSince = Date.now();
    while (Date.now() - started < MAX_MS) {
      const { count, answered } = await p.evaluate(() => ({ count: window.__boot?.tasks.length ?? 0, answered: Boolean(window.__boot?.firstInput) }));
      if (tapAt && answered) break;
      if (count !== lastCount) {
        lastCount = count;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) break;
      await sleep(250);
    }
    const result = await p.evaluate(() => ({
      record: window.__boot,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }));
    if (!result.record) throw new Error(`${page.path}: the observer was not installed`);
    const after = result.record.tasks.filter((t) => t.start + t.duration > result.fcp);
    return {
      fcp: result.fcp,
      longTasks: after.length,
      blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      longest: after.length ? Math.max(...after.map((t) => t.duration)) : 0,
      focus,
      tap: result.record.firstInput?.duration ?? NaN,
      lcp: result.record.lcp,
      lcpElement: result.record.lcpElement,
      lcpSize: result.record.lcpSize,
      cls: result.record.cls,
    };
  } finally {
    cdp.off('Page.lifecycleEvent', onLifecycle);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  }
}

/** One fresh profile: the first visit, then (service worker active) the warm load; both tapped at `tapAt` if given. */
export async function measureBootOnce(browser: DebuggableChromium, page: BootPage, rate: number, tapAt: TapPoint): Promise<Record<BootMode, BootRun>> {
  return browser.withPage(async (p, cdp) => {
    await p.setViewportSize(VIEWPORT);
    await p.addInitScript(observeBoot);
    await putSession(p, page);
    await p.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    const first = await measureLoad(p, cdp, page, rate, tapAt);
    if (page.serviceWorker) {
      await withTimeout(
        p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined)),
        60_000,
        `service worker of ${page.path}`,
      );
    }
    await p.goto('about:blank');
    const warm = await measureLoad(p, cdp, page, rate, tapAt);
    await p.goto('about:blank');
    return { first, warm };
  });
}

/** A run's figures: all from its quiet load (no input, so LCP is still reported), the tap's from its tapped load. */
export function withTapOf(quiet: BootRun, tapped: BootRun): BootRun {
  return { ...quiet, tap: tapped.tap };
}

/** The value most runs share ('' for none). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

export function summarizeBoot(runs: BootRun[], errors: string[]): BootSummary {
  const of = (key: Exclude<keyof BootRun, 'lcpElement'>) => median(runs.map((r) => r[key]).filter((v) => !Number.isNaN(v)));
  return {
    runs: runs.length,
    errors,
    fcp: of('fcp'),
    longTasks: of('longTasks'),
    blocking: of('blocking'),
    longest: of('longest'),
    focus: of('focus'),
    tap: of('tap'),
    lcp: of('lcp'),
    lcpElement: mostCommon(runs.map((r) => r.lcpElement)),
    lcpSize: of('lcpSize'),
    lcpOverFcp: median(runs.map((r) => r.lcp - r.fcp).filter((v) => !Number.isNaN(v))),
    cls: of('cls'),
    tapsAnswered: runs.filter((r) => !Number.isNaN(r.tap)).length,
  };
}
