/**
 * What a prerendered page's first paint costs over the floor page, piece by piece (issue 53 §1: LCP
 * ≤ 1.1× the floor). On /login, /forgot-password and a study page LCP is the first paint itself
 * (BENCHMARKS.md §1b: LCP − FCP = 0), so this loads the page's built HTML with the app's code
 * refused (the page paints exactly as served, and nothing starts after) and again without each piece
 * of the start-up layer: its stylesheets, its inline scripts, the `blocking=render` link that holds
 * the first paint to the whole body; then its bare elements (all three removed) and its text alone
 * in one paragraph. Each variant and the floor in turn, every load in a fresh context (a first
 * visit), at the calibrated CPU slowdown (or `--rate`). Prints the median FCP and LCP, × the floor's.
 *
 *   npx tsx bench/first-paint.ts [--runs 15] [--rate 3.6] [--page login]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../test/e2e/support/browser';
import { FLOOR_HTML, calibrateThisHost, calibrationText } from './calibration';
import { argOf, median } from './util';

const RUNS = Number(argOf('runs', '15'));
const PAGES = argOf('page', 'login,forgot-password,courses/examen-de-naturalizacion/material/geografia').split(',');

const STYLES = /<style[\s\S]*?<\/style>/g;
const SCRIPTS = /<script[\s\S]*?<\/script>/g;
const RENDER_BLOCKING = /<link rel="expect"[^>]*>/g;

function variantsOf(html: string): Record<string, string> {
  const bare = html.replace(STYLES, '').replace(SCRIPTS, '').replace(RENDER_BLOCKING, '');
  const text = bare.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    'the floor': FLOOR_HTML,
    'the page as built': html,
    'without its stylesheets': html.replace(STYLES, ''),
    'without its inline scripts': html.replace(SCRIPTS, ''),
    'without blocking=render': html.replace(RENDER_BLOCKING, ''),
    'its bare elements': bare,
    'its text in one <p>': FLOOR_HTML.replace(/<body>[\s\S]*<\/body>/, `<body><p>${text}</p></body>`),
  };
}

const pages = PAGES.map((name) => ({ name, variants: variantsOf(readFileSync(`dist/${name}.html`, 'utf8')) }));
const served = new Map<string, { page: string; variant: string; html: string }>(pages.flatMap(({ name, variants }) => Object.entries(variants).map(([v, html], i) => [`/${name}/${i}`, { page: name, variant: v, html }] as const)));
const server = createServer((req, res) => {
  const found = served.get(req.url ?? '');
  if (!found) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(found.html);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const rateArg = argOf('rate', '');
const calibration = rateArg ? null : await calibrateThisHost();
const rate = calibration?.rate ?? Number(rateArg);
console.log(calibration ? calibrationText(calibration) : `CPU slowdown ${rate}× (--rate: not calibrated)`);

const browser = await launchBrowser();
const figures = new Map<string, { fcp: number[]; lcp: number[] }>();
const loads: number[] = [];
for (let run = 0; run < RUNS; run++) {
  for (const [url, { page, variant }] of served) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    await tab.route('**/assets/**', (route) => route.abort());
    await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate });
    await tab.goto(origin + url, { waitUntil: 'load' });
    // The first paint may come after the load event on a long page: wait for it, then 300 ms more.
    const { fcp, lcp } = await tab.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          // No named functions in here: tsx would wrap them in a helper the page lacks.
          new PerformanceObserver((paints) => {
            const fcp = paints.getEntriesByName('first-contentful-paint')[0]?.startTime;
            if (fcp === undefined) return;
            setTimeout(() => {
              new PerformanceObserver((list) => resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? NaN })).observe({ type: 'largest-contentful-paint', buffered: true });
            }, 300);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve({ fcp: NaN, lcp: NaN }), 10_000);
        }),
    );
    const key = `${page}\t${variant}`;
    const entry = figures.get(key) ?? { fcp: [], lcp: [] };
    entry.fcp.push(fcp);
    entry.lcp.push(lcp);
    figures.set(key, entry);
    await context.close();
  }
  loads.push(loadavg()[0]);
}
await browser.close();
server.close();

console.log(`\n${RUNS} first visits each, 412×823; host load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`);
console.log('| Page | Variant | FCP | LCP | LCP × floor |\n| --- | --- | --- | --- | --- |');
const shown = (values: number[]) => median(values.filter(Number.isFinite));
for (const [key, { fcp, lcp }] of figures) {
  const [page, variant] = key.split('\t');
  const floor = shown(figures.get(`${page}\tthe floor`)!.lcp);
  console.log(`| /${page} | ${variant} | ${Math.round(shown(fcp))} ms | ${Math.round(shown(lcp))} ms | ${(shown(lcp) / floor).toFixed(2)}× |`);
}
