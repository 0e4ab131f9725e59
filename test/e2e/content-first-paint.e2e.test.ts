/**
 * Issue 48 §6 journey: a study page whose section the academy changed since the build never paints
 * the build's text. An operator publishes a section's new paragraph; a student's phone signs in and
 * its sync round brings the correction; then fresh loads of that study page, online (the server's
 * prerendered page) and offline (the service worker's copy of it), are watched from the document's
 * creation: at DOMContentLoaded, at every mutation and at every animation frame (what the browser is
 * about to paint), the section is either hidden (its space kept) or shows the published text, never
 * the old one; and once the app has started, the published text is on screen.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { pageFileName, studyPages } from '../../src/content/course';
import { pageModules } from '../../src/content/page-modules';
import type { Block } from '../../src/content/types';
import { adminCli } from './support/cli';
import { COURSE, newPage, reassertOffline, signIn, startJourney, waitForApp, waitForServiceWorker } from './support/journey';

const OPERATOR = { email: 'olga.contenido@academia.pe', name: 'Olga Contenido', password: 'Consola2026!' } as const;
const STUDENT = { email: 'rosa.quispe@correo.pe', name: 'Rosa Quispe' } as const;
const NEW_PARAGRAPH = 'Texto corregido por la academia: la página prerenderizada nunca muestra el anterior.';

// Starting the server (CLI, migrations, the content baseline) can pass two minutes on a busy shared host.
vi.setConfig({ hookTimeout: 300_000 });

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
  },
}));

/** A study page with a plain text section whose first paragraph is the page's only copy of it. */
function textSection(): { path: string; block: Extract<Block, { kind: 'text' }> } {
  for (const page of studyPages) {
    const body = pageModules[pageFileName(page.path)];
    const block = body?.blocks.find((b) => b.kind === 'text' && b.title && b.paragraphs.length > 0);
    if (block && block.kind === 'text') return { path: page.path, block };
  }
  throw new Error('no text section');
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${env.server.url}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** What the section looked like at one moment of a page load. */
interface Moment {
  at: string;
  ms: number;
  old: boolean;
  fresh: boolean;
  shown: boolean;
}

/** The moments recorded on the page now open, and the layout shift it measured. */
const momentsOf = (page: Page) => page.evaluate(() => (window as unknown as { __moments: Moment[]; __shift: number }).__moments);
const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** Checks one fresh load of the study page: the old text is never painted, the new one ends on screen. */
async function checkLoad(page: Page, label: string): Promise<number> {
  await waitForApp(page);
  await expect.poll(async () => (await momentsOf(page)).some((m) => m.fresh && m.shown), { timeout: 20_000 }).toBe(true);
  const moments = await momentsOf(page);
  // The section was in the page before the app came (the prerendered markup), and hidden then.
  const first = moments[0];
  expect(first, label).toBeDefined();
  expect(first.old && !first.shown, `${label}: the prerendered section starts hidden`).toBe(true);
  expect(moments.some((m) => m.at === 'dcl' && !m.shown), `${label}: hidden at DOMContentLoaded`).toBe(true);
  const flashes = moments.filter((m) => m.old && m.shown);
  expect(flashes, `${label}: old text on screen`).toEqual([]);
  const revealed = moments.find((m) => m.shown)!;
  expect(revealed.fresh, label).toBe(true);
  console.info(`content-first-paint ${label}: ${moments.length} moments, hidden until ${Math.round(revealed.ms)} ms, layout shift ${(await shiftOf(page)).toFixed(4)}`);
  return revealed.ms;
}

describe('a changed study section on a prerendered page', () => {
  it('never paints the build’s text: online and offline, the section is hidden until the published text is drawn', { timeout: 240_000 }, async () => {
    const { path, block } = textSection();
    const key = encodeURIComponent(`${path}#${block.id}`);
    const oldParagraph = block.paragraphs[0];

    // The operator publishes the correction (the console's publish route).
    const login = await api<{ access_token: string }>('POST', '/api/auth/login', null, { email: OPERATOR.email, password: OPERATOR.password });
    const token = login.json.access_token;
    const item = await api<{ current: { version: number; body: Block } }>('GET', `/api/admin/content/sections/${key}`, token);
    expect(item.status).toBe(200);
    const published = await api<{ version: number }>('POST', `/api/admin/content/sections/${key}/publish`, token, {
      baseVersion: item.json.current.version,
      block: { ...block, paragraphs: [NEW_PARAGRAPH, ...block.paragraphs.slice(1)] },
      note: 'Dato actualizado.',
    });
    expect(published.status).toBe(201);
    const student = await api<{ password: string }>('POST', '/api/admin/students', token, STUDENT);
    expect(student.status).toBe(201);

    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    // From each document's creation: the section at DOMContentLoaded, at each change of the DOM and at
    // each animation frame (rAF runs just before the browser paints the frame), and the layout shift.
    await context.addInitScript(
      ({ anchor, oldText, newText }) => {
        const w = window as unknown as { __moments: Moment[]; __shift: number };
        w.__moments = [];
        w.__shift = 0;
        const record = (at: string) => {
          const section = document.getElementById(anchor);
          if (!section) return;
          const text = section.textContent ?? '';
          w.__moments.push({ at, ms: performance.now(), old: text.includes(oldText), fresh: text.includes(newText), shown: getComputedStyle(section).visibility === 'visible' });
        };
        document.addEventListener('DOMContentLoaded', () => record('dcl'));
        new MutationObserver(() => record('mutation')).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        const frame = () => {
          record('frame');
          if (performance.now() < 20_000) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      },
      { anchor: block.id, oldText: oldParagraph, newText: NEW_PARAGRAPH },
    );

    // The phone signs in: its first sync round brings the correction and keeps it.
    await signIn(page, STUDENT.email, student.json.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hidden-sections')), { timeout: 60_000 }).toContain(`[id="${block.id}"]`);

    // A fresh navigation online: the server's prerendered page (the build's text in its markup).
    const online = await page.goto(`${COURSE}/${path}`);
    expect(await online!.text()).toContain(oldParagraph);
    await checkLoad(page, 'online');
    const section = page.locator(`section#${block.id}`);
    expect(await section.getByText(NEW_PARAGRAPH).isVisible()).toBe(true);
    expect(await section.getByText(oldParagraph, { exact: true }).count()).toBe(0);

    // The service worker takes over and keeps the page; offline, it answers the same prerendered page.
    await waitForServiceWorker(page);
    await checkLoad(page, 'online, from the service worker');
    await context.setOffline(true);
    await reassertOffline(context, page);
    const offline = await page.goto(`${COURSE}/${path}`);
    expect(offline!.fromServiceWorker()).toBe(true);
    await checkLoad(page, 'offline');
    expect(await section.getByText(NEW_PARAGRAPH).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.getElementById('hidden-sections'))).toBeNull();

    await context.close();
  });
});
