/**
 * Renders the app icons (192, 512 and a maskable 512) from public/favicon.svg with Debian's Chromium.
 * Run once when the logo changes: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../test/e2e/support/browser';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await launchBrowser();
const page = await browser.newPage();
for (const [file, size, padding] of [
  ['public/icons/icon-192.png', 192, 0],
  ['public/icons/icon-512.png', 512, 0],
  ['public/icons/maskable-512.png', 512, 0.1],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - padding * 2));
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${padding ? '#b91c1c' : 'transparent'}">` +
      svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
      '</body>',
  );
  await page.screenshot({ path: file, omitBackground: !padding });
}
await browser.close();
