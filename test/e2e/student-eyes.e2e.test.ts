/**
 * Issue 17 'What a student trips over', checked the way a student's eyes would: by role and visible
 * text, and that what matters is inside the window and not covered by anything else.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { COURSE, DEMO_STUDENT, acceptDisclaimer, signIn, startJourney, waitForApp } from './support/journey';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const env = startJourney();

type Scheme = 'light' | 'dark';

async function open(browser: Browser, width: number, colorScheme: Scheme = 'light', height = 844): Promise<Page> {
  // bypassCSP lets axe's script in.
  // Reduced motion: the page then scrolls at once, so a position is measured where it ends.
  const context = await browser.newContext({ baseURL: env.server.url, viewport: { width, height }, colorScheme, locale: 'es-PE', bypassCSP: true, reducedMotion: 'reduce' });
  return context.newPage();
}

/** The element is wholly inside the window, and what the window shows at its centre is the element itself. */
export async function expectOnScreen(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => locator.isVisible(), { message: `${what} visible` }).toBe(true);
  // Where it comes to rest, not where its entrance animation starts.
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  // And where the page's smooth scrolling leaves it: the same place on two frames in a row.
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await locator.boundingBox());
    const settled = now === last;
    last = now;
    return settled;
  }).toBe(true);
  const box = (await locator.boundingBox())!;
  const viewport = locator.page().viewportSize()!;
  expect(box.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${what} bottom edge`).toBeLessThanOrEqual(viewport.height);
  const uncovered = await locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(uncovered, `${what} not covered`).toBe(true);
}

/** WCAG contrast ratio of an element's text colour against the first opaque background behind it. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background: number[] = [255, 255, 255];
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const rgba = parse(style.backgroundColor);
      if (rgba.length >= 3 && (rgba.length === 3 || rgba[3] > 0.9)) {
        background = rgba;
        break;
      }
      opacity *= Number(style.opacity);
    }
    // Translucent text shows the background through it.
    const text = parse(getComputedStyle(el).color).slice(0, 3).map((v, i) => v * opacity + background[i] * (1 - opacity));
    const [a, b] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = (await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] })).violations;
  }, rules)) as { id: string; nodes: { target: string[] }[] }[];
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('issue 17: what a student sees', () => {
  for (const [width, scheme] of [
    [390, 'light'],
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`§1 toasts are wholly on screen and readable (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
      const page = await open(env.browser, width, scheme);
      await page.goto('/login');
      await expect.poll(() => page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
      await waitForApp(page);
      // A wrong password is said on the card alone (issue 32); the welcome is a toast.
      await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      const welcome = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Inicio de sesión exitoso' });
      await expectOnScreen(welcome, 'welcome toast');
      expect(await contrastOf(welcome.getByText('Inicio de sesión exitoso'))).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(welcome.getByText(`Te damos la bienvenida, ${DEMO_STUDENT.name}`))).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    });
  }

  it('§11 with no stored choice the theme follows the device; a toggle then wins', { timeout: 120_000 }, async () => {
    const page = await open(env.browser, 1280, 'dark');
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    // The stored choice wins over the device from the first paint on.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.context().close();
  });

  it('§12 the open user menu is inside a landmark; §8 a long name wraps inside a 320 px screen', { timeout: 120_000 }, async () => {
    const page = await open(env.browser, 320, 'light', 640);
    await signIn(page);
    const longName = 'María de los Ángeles Villanueva-Fernández de la Cruz y Santisteban';
    await page.evaluate((name) => {
      const user = JSON.parse(localStorage.getItem('user')!);
      localStorage.setItem('user', JSON.stringify({ ...user, name }));
    }, longName);
    await page.reload();
    await page.getByRole('button', { name: `Menú de ${longName}` }).click();
    const menu = page.getByRole('menu');
    await expectOnScreen(menu, 'user menu');
    await expectOnScreen(menu.getByText(longName), 'long name');
    expect(await axeViolations(page, ['region', 'landmark-one-main', 'aria-required-parent'])).toEqual([]);
    await page.context().close();
  });

  it('§8 on a phone the balotario shows whole numbers, and wide tables say they scroll and keep their header', { timeout: 120_000 }, async () => {
    const page = await open(env.browser, 390, 'light');
    await signIn(page);
    await page.goto(`${COURSE}/balotario`);
    // Once the app has adopted the prerendered page (its router sets the scroll position then).
    await page.waitForLoadState('networkidle');
    // The last topic is 21, 'Actualidad (2024–2026)' (issue 51).
    const list = page.locator('ol').filter({ hasText: 'Tema 21' });
    await list.getByText('Tema 21:').scrollIntoViewIfNeeded();
    await expectOnScreen(list.getByText('Tema 21:'), 'last topic');
    // Markers sit in the list's start padding: it must be wider than '21.' in the list's font.
    const room = await list.evaluate((ol) => {
      const probe = document.createElement('span');
      probe.textContent = '21. ';
      probe.style.font = getComputedStyle(ol).font;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const marker = probe.getBoundingClientRect().width;
      probe.remove();
      return { padding: parseFloat(getComputedStyle(ol).paddingLeft), marker, left: ol.getBoundingClientRect().left };
    });
    expect(room.padding).toBeGreaterThanOrEqual(room.marker);
    expect(room.left).toBeGreaterThanOrEqual(0);

    await page.goto(`${COURSE}/material/presidentes`);
    await page.waitForLoadState('networkidle');
    const table = page.getByRole('table').first();
    const scroller = table.locator('xpath=..');
    const hint = page.getByText('Desliza la tabla hacia los lados para ver todas las columnas.').first();
    await hint.scrollIntoViewIfNeeded();
    await expectOnScreen(hint, 'scroll hint');
    // Issue 32 §5: the table grows with the page; its box scrolls sideways only.
    expect(await scroller.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.context().close();
  });

  it('§9 the result shows points and unanswered, aligned figures, named review links, the way back to the same place, and Inicio → Mis Cursos', { timeout: 180_000 }, async () => {
    const page = await open(env.browser, 390, 'light');
    await signIn(page);
    await acceptDisclaimer(page);
    const exam = findExam('principal-02')!;
    const questions = questionsOf(exam);
    await page.goto(`${COURSE}/evaluacion/principal-02`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    // The first question right, the second wrong, the rest left unanswered.
    const [first, second] = questions;
    for (const index of first.correct) await page.getByRole(first.correct.length > 1 ? 'checkbox' : 'radio', { name: first.options[index], exact: true }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const wrongIndex = second.options.findIndex((_, i) => !second.correct.includes(i));
    await page.getByRole(second.correct.length > 1 ? 'checkbox' : 'radio', { name: second.options[wrongIndex], exact: true }).check();
    if (second.correct.length > 1) {
      const other = second.options.findIndex((_, i) => i !== wrongIndex && !second.correct.includes(i));
      if (other >= 0 && second.correct.length > 1) await page.getByRole('checkbox', { name: second.options[other], exact: true }).check();
    }
    await page.getByRole('button', { name: /^Pregunta 10,/ }).click();
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.waitForURL(`**${COURSE}/resultado/principal-02**`);
    await expectOnScreen(page.getByTestId('score'), 'score');
    await expectOnScreen(page.getByText(`${first.points} de ${questions.reduce((sum, q) => sum + q.points, 0)} puntos`, { exact: true }), 'points');

    const figure = (label: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(await figure('Correctas').textContent()).toBe('1');
    expect(await figure('Incorrectas').textContent()).toBe('1');
    expect(await figure('Sin responder').textContent()).toBe('8');
    // The values of a row share their top edge ('Tiempo usado' used to wrap and stand higher).
    const tops = await Promise.all(['Correctas', 'Incorrectas', 'Sin responder', 'Tiempo usado'].map(async (label) => (await figure(label).boundingBox())!.y));
    expect(Math.abs(tops[0] - tops[1])).toBeLessThanOrEqual(1);
    expect(Math.abs(tops[2] - tops[3])).toBeLessThanOrEqual(1);

    // Each review link names its topic for screen readers.
    const links = page.getByRole('link', { name: /^Repasar en el material\s*:\s*Tema \d+, / });
    expect(await links.count()).toBe(10);
    const fifth = questions[4];
    const fifthLink = page.getByRole('listitem').filter({ hasText: fifth.text }).getByRole('link', { name: /^Repasar en el material/ });
    await fifthLink.scrollIntoViewIfNeeded();
    await fifthLink.click();
    await page.waitForURL(`**${COURSE}/${fifth.source.path}**`);
    await page.goBack();
    await page.waitForURL(`**${COURSE}/resultado/principal-02**`);
    await expectOnScreen(page.getByRole('listitem').filter({ hasText: fifth.text }).getByText(fifth.text), 'the reviewed question after coming back');

    await page.getByRole('link', { name: 'Ir al Inicio' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
