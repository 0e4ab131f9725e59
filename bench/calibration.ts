/**
 * The CPU slowdown of the start-up budgets, calibrated per run (issue 53, DECISIONS.md 'Performance
 * budgets'): Lighthouse's benchmark index of this host, measured at the start of the run, ÷ 440, at
 * least 1. 4× on a 1,750 host (Lighthouse's high-end desktop, for which its 4× emulates a mid-tier
 * phone) is 1,750 ÷ 440 ≈ 4: the same phone on every host. Under index 800 the host is too slow
 * to emulate that phone at all: the bench reports and judges nothing. Nor does it judge when the index
 * measured again at the run's end is more than MOST_INDEX_DRIFT away from the start's: the host's load
 * changed under the run (other work on 2 cores), so the slowdown set at the start emulated a different
 * phone for the pages measured later.
 *
 * The index is Lighthouse's own (`lhr.environment.benchmarkIndex`, its documented result), from
 * Lighthouse runs on the floor page, median of CALIBRATION_RUNS.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium, type DebuggableChromium } from './chromium';
import { median, withTimeout } from './util';

/** The index whose 4× Lighthouse documents as a mid-tier phone, ÷ 4. */
export const INDEX_PER_SLOWDOWN = 440;
/** Below this index a run cannot emulate the phone: it reports, and judges nothing. */
export const LEAST_JUDGING_INDEX = 800;
const CALIBRATION_RUNS = 3;
/** The largest ratio between the index at a run's start and at its end for the run to judge. */
export const MOST_INDEX_DRIFT = 1.2;

/** Where the bench serves the floor page, next to the app's pages. */
export const FLOOR_PATH = '/bench-floor.html';

/** The floor: a static page with one email field, what every start-up figure is compared with. */
export const FLOOR_HTML = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Naturalización Perú — piso de medición</title>
  </head>
  <body>
    <h1>Naturalización Perú</h1>
    <p>Página estática mínima servida por el mismo servidor: el piso con el que se comparan las rutas.</p>
    <label>Correo electrónico <input type="email" name="email" autocomplete="username" /></label>
  </body>
</html>
`;

export interface Calibration {
  /** Lighthouse's benchmark index, median of the runs. */
  index: number;
  indexes: number[];
  /** CPU slowdown for Emulation.setCPUThrottlingRate, rounded to 0.1. */
  rate: number;
  /** False on a host under LEAST_JUDGING_INDEX, or whose index drifted: the budgets are reported, not judged. */
  judges: boolean;
  /** The index measured again once the run's pages are done (withEndIndex), median and runs. */
  end?: { index: number; indexes: number[] };
}

export function slowdownFor(index: number): number {
  return Math.max(1, Math.round((index / INDEX_PER_SLOWDOWN) * 10) / 10);
}

export async function calibrate(browser: DebuggableChromium, floorUrl: string): Promise<Calibration> {
  const indexes: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const result = await withTimeout(
      lighthouse(floorUrl, { port: browser.port, hostname: '127.0.0.1', logLevel: 'error', onlyAudits: ['first-contentful-paint'] }),
      120_000,
      'Lighthouse benchmark index',
    );
    const index = result?.lhr.environment.benchmarkIndex;
    if (typeof index === 'number' && Number.isFinite(index)) indexes.push(index);
  }
  if (!indexes.length) throw new Error('Lighthouse reported no benchmark index');
  const index = median(indexes);
  return { index, indexes, rate: slowdownFor(index), judges: index >= LEAST_JUDGING_INDEX };
}

/** How far apart two indexes are, as a ratio of at least 1. */
export function indexDrift(a: number, b: number): number {
  return Math.max(a, b) / Math.min(a, b);
}

/** The start's calibration with the index measured again at the run's end: it judges only if the host held its speed. */
export function withEndIndex(start: Calibration, end: Pick<Calibration, 'index' | 'indexes'>): Calibration {
  const steady = indexDrift(start.index, end.index) <= MOST_INDEX_DRIFT;
  return { ...start, end: { index: end.index, indexes: end.indexes }, judges: start.judges && steady };
}

/** A slowdown given by hand (an A/B of two builds at one rate): no index measured, nothing judged. */
export function fixedSlowdown(rate: number): Calibration {
  return { index: NaN, indexes: [], rate, judges: false };
}

/** The calibration as the bench prints it; `budgets` names what a run that cannot judge leaves unjudged. */
export function calibrationText(c: Calibration, budgets = 'start-up'): string {
  if (!c.indexes.length) return `CPU slowdown **${c.rate}×**, given by hand (not calibrated): this run judges no ${budgets} budget.`;
  const runs = (indexes: number[]) => indexes.map(Math.round).join(', ');
  const line = `Host benchmark index (Lighthouse, median of ${runs(c.indexes)}): **${Math.round(c.index)}** → CPU slowdown ${c.index.toFixed(0)} ÷ ${INDEX_PER_SLOWDOWN} = **${c.rate}×**.`;
  if (c.index < LEAST_JUDGING_INDEX) return `${line} Under index ${LEAST_JUDGING_INDEX}: this host cannot emulate the phone, so this run judges no ${budgets} budget.`;
  if (!c.end) return line;
  const drift = indexDrift(c.index, c.end.index);
  const again = `${line} Measured again at the run's end (median of ${runs(c.end.indexes)}): **${Math.round(c.end.index)}**, ${drift.toFixed(2)}× apart.`;
  return c.judges ? again : `${again} More than ${MOST_INDEX_DRIFT}× apart: the host's speed changed during the run, so its ${c.rate}× emulated a different phone for some pages, and this run judges no ${budgets} budget.`;
}

/**
 * The calibration alone (the journeys at a phone's speed, issue 53 §5): the floor page served on
 * loopback by a server of its own, Lighthouse in a Chromium of its own, both stopped after.
 */
export async function calibrateThisHost(): Promise<Calibration> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchDebuggableChromium();
  try {
    return await calibrate(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}${FLOOR_PATH}`);
  } finally {
    await browser.stop();
    await new Promise((resolve) => server.close(resolve));
  }
}
