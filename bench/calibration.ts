/**
 * The CPU slowdown of the start-up budgets, calibrated per run (issue 53, DECISIONS.md 'Performance
 * budgets'): Lighthouse's benchmark index of this host, measured at the start of the run, ÷ 440, at
 * least 1. 4× on a 1,750 host (Lighthouse's high-end desktop, for which its 4× emulates a mid-tier
 * phone) is 1,750 ÷ 440 ≈ 4: the same phone on every host. Under index 800 the host is too slow
 * to emulate that phone at all: the bench reports and judges nothing.
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
  /** False on a host under LEAST_JUDGING_INDEX: the budgets are reported, not judged. */
  judges: boolean;
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

export function calibrationText(c: Calibration): string {
  const line = `Host benchmark index (Lighthouse, median of ${c.indexes.map(Math.round).join(', ')}): **${Math.round(c.index)}** → CPU slowdown ${c.index.toFixed(0)} ÷ ${INDEX_PER_SLOWDOWN} = **${c.rate}×**.`;
  return c.judges ? line : `${line} Under index ${LEAST_JUDGING_INDEX}: this host cannot emulate the phone, so this run judges no start-up budget.`;
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
