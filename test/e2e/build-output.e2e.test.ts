/**
 * Checks on the built PWA (runs after `npm run build`): the service worker precaches every route
 * chunk, every study page, both question banks, each exam's questions and every illustration, and the
 * app shell is lean.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { pageFileName, studyPages } from '../../src/content/course';
import { exams } from '../../src/content/exam-catalog';
import { examVersions } from '../../src/content/exam-versions';
import { findQuestion, questionBank } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import { filesUnder } from './support/files';

const DIST = path.resolve('dist');

function precacheUrls(): string[] {
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
}

describe('precache manifest (dist/sw.js)', () => {
  const urls = new Set(precacheUrls());

  it('holds the app shell and the manifest', () => {
    expect(urls.has('index.html')).toBe(true);
    expect(urls.has('manifest.webmanifest')).toBe(true);
  });

  it("holds every JavaScript and CSS file of the build (every route chunk) but the console's", () => {
    const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    const left = assets.filter((f) => !urls.has(`assets/${f}`));
    // What is left out is the console's alone (issue 20): it holds the console, and no precached file imports it.
    const precached = [...urls].filter((u) => u.endsWith('.js')).map((u) => readFileSync(path.join(DIST, u), 'utf8'));
    for (const file of left) expect(precached.some((text) => text.includes(`./${file}`) && !text.includes(`import(\`./${file}\`)`)), file).toBe(false);
    expect(left.some((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8').includes('Nuevo estudiante'))).toBe(true);
  });

  it("never precaches the console's code (operators only, online only: issue 20)", () => {
    const text = [...urls].filter((u) => u.endsWith('.js')).map((u) => readFileSync(path.join(DIST, u), 'utf8')).join('\n');
    for (const words of ['Nuevo estudiante', 'Marcar como resuelto', 'Consola de la academia', 'Solo las que hay que revisar', 'Crear códigos', 'Días sin actividad', 'Vista previa de']) {
      expect(text, words).not.toContain(words);
    }
  });

  it("precaches /activar (issue 36): it opens offline and says it needs a connection", () => {
    const text = [...urls].filter((u) => u.endsWith('.js')).map((u) => readFileSync(path.join(DIST, u), 'utf8')).join('\n');
    for (const words of ['Activa tu código de acceso', 'Necesitas conexión a internet para activar tu código.']) expect(text, words).toContain(words);
  });

  it('holds a chunk for every study page', () => {
    const assets = [...urls].filter((u) => u.startsWith('assets/'));
    for (const meta of studyPages) {
      const file = pageFileName(meta.path).replace(/[$]/g, '');
      const pattern = new RegExp(`^assets/${file}-[A-Za-z0-9_-]{7}\\.js$`);
      expect(assets.some((a) => pattern.test(a)), meta.path).toBe(true);
    }
  });

  it('holds the question banks (every question is in a precached chunk)', () => {
    const text = [...urls].filter((u) => u.endsWith('.js')).map((u) => readFileSync(path.join(DIST, u), 'utf8')).join('\n');
    const missing = questionBank.filter((q) => !text.includes(`"${q.id}"`) && !text.includes(`'${q.id}'`) && !text.includes(`\`${q.id}\``));
    expect(missing.map((q) => q.id)).toEqual([]);
  });

  it("holds a chunk per exam with the questions of every version of it, as the bank has them (scripts/vite/exam-questions.ts)", async () => {
    for (const exam of exams) {
      const chunk = [...urls].find((u) => new RegExp(`^assets/${exam.id}-[\\w-]{7}\\.js$`).test(u));
      expect(chunk, exam.id).toBeDefined();
      const { default: questions } = (await import(pathToFileURL(path.join(DIST, chunk!)).href)) as { default: Question[] };
      const ids = [...new Set(examVersions(exam.id).flat())];
      expect(questions.map((q) => q.id).sort(), exam.id).toEqual([...ids].sort());
      for (const question of questions) expect(question, question.id).toEqual(findQuestion(question.id));
    }
  });

  it('holds every illustration and icon', () => {
    const shipped = filesUnder(path.resolve('public/illustrations')).map((f) => path.relative('public', f));
    expect(shipped.length).toBeGreaterThan(20);
    expect(shipped.filter((f) => !urls.has(f))).toEqual([]);
    for (const icon of ['icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png']) expect(urls.has(icon), icon).toBe(true);
  });

  it('never answers the API from the cache', () => {
    const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    expect(sw).toMatch(/denylist:\[\/\^\\\/api\\\/\/,/);
    // The course-page cache only ever answers navigations under /courses/.
    const pages = readFileSync(path.join(DIST, 'sw-pages.js'), 'utf8');
    expect(pages).toContain("request.mode !== 'navigate'");
    expect(pages).toContain("!url.pathname.startsWith('/courses/')");
  });

  it('never replays attempts itself: the outbox is the one replay path (issue 16, item 5)', () => {
    // Background Sync replayed a failed POST with the token of its moment, whoever was signed in by then.
    const worker = filesUnder(DIST).filter((file) => /[\\/](sw|workbox-[\w-]+)\.js$/.test(file));
    expect(worker.length).toBeGreaterThan(0);
    for (const file of worker) expect(readFileSync(file, 'utf8'), file).not.toMatch(/BackgroundSync|backgroundSync|attempts-outbox|\/api\/attempts/);
  });

  it('leaves course pages to the page cache bound to this build', () => {
    const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    // (With the reminder's push handlers, issue 35.)
    expect(sw).toContain('importScripts("/sw-pages.js","/sw-push.js")');
    expect(sw).toMatch(/denylist:\[[^\]]*\/\^\\\/courses\\\/\//);
    expect([...urls].filter((url) => url.startsWith('courses/'))).toEqual([]);
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))?.[1];
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);
    expect(readFileSync(path.join(DIST, 'sw-pages.js'), 'utf8')).toContain(`const ENTRY_SCRIPT = "${entry}";`);
  });
});

describe('assets', () => {
  const assets = readdirSync(path.join(DIST, 'assets'));

  it('leaves out the Chakra anatomies of components the app never draws', () => {
    const code = assets.filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8'));
    // The dialog is drawn (its anatomy stays); pickers and uploads are not.
    expect(code.some((c) => c.includes('"dialog"'))).toBe(true);
    for (const unused of ['"color-picker"', '"date-picker"', '"file-upload"']) {
      expect(code.filter((c) => c.includes(unused))).toEqual([]);
    }
  });

  it('holds a brotli and a gzip copy of every script and stylesheet above 1 KB, none of them precached', () => {
    const urls = new Set(precacheUrls());
    const large = assets.filter((f) => /\.(js|css)$/.test(f) && statSync(path.join(DIST, 'assets', f)).size > 1024);
    expect(large.length).toBeGreaterThan(10);
    expect(large.filter((f) => !assets.includes(`${f}.br`) || !assets.includes(`${f}.gz`))).toEqual([]);
    expect([...urls].filter((u) => /\.(br|gz)$/.test(u))).toEqual([]);
  });
});
