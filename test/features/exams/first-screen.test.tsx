// @vitest-environment jsdom
/**
 * A page drawn before the app knows the student never says something false (issue 50 §2, issue 53
 * §4). The build prerenders the exam screen and the exam lists with renderToString and no student's
 * data (src/prerender.tsx); React then adopts that markup, drawing what it was drawn with until it has
 * adopted it. Rendered here the same way, on fresh modules (the 'adopted' flag of
 * lib/hooks/use-hydrated.tsx is per page load): the student's state is placeholders, never a fresh
 * '30:00 · Pregunta 1 de 10 · 0/10 respondidas', 'Completados 0' or a 'Comenzar Examen' link; once
 * the app has it, the student's own state shows.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findExam, questionsOf } from '@/content/exams';
import type { SavedRun } from '@/shared/attempt';
import { optionId } from '@/shared/scoring';
import { renderInRouter } from '../../support/render-in-router';

const ANA = 7;
const exam = findExam('principal-01')!;
const questions = questionsOf(exam);
const NOW = Date.parse('2026-11-29T15:00:00.000Z');

/** Ana's run of principal-01, left on question 5 with 4 answered and 12:30 to go. */
const resumed: SavedRun = {
  examId: exam.id,
  attemptId: 'run-ana-1',
  startedAt: NOW - 17.5 * 60_000,
  deadline: NOW + 12.5 * 60_000,
  current: 4,
  // Each of the first four answered in full (a several-answer one with all its choices).
  answers: Object.fromEntries(questions.slice(0, 4).map((q) => [q.id, q.correct.map((k) => optionId(k))])),
};

/** The app's modules loaded afresh: as on a page that has not adopted any markup yet. */
async function freshApp() {
  vi.resetModules();
  const [{ ExamPage }, { ExamListPage }, { appSystem }] = await Promise.all([
    import('@/features/exams/exam-page'),
    import('@/features/exams/exam-list-page'),
    import('@/theme/system'),
  ]);
  return { ExamPage, ExamListPage, appSystem };
}

/** `element` as the build's prerender draws it: to HTML, inside a router and the app's Chakra system. */
async function prerendered(element: ReactNode, system: Parameters<typeof ChakraProvider>[0]['value']): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const html = renderToString(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  // The text a student reads: tags and React's text separators dropped.
  return html.replace(/<!-- -->/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
}

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const { clearLocalData } = await import('@/lib/storage/indexed-db');
  await clearLocalData();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the exam screen before the run is known', () => {
  it("is prerendered with placeholders: no clock, no 'Pregunta 1 de 10', no count, no question", async () => {
    const { ExamPage, appSystem } = await freshApp();
    // What the build has: no student, no saved run, so a new run.
    const html = await prerendered(<ExamPage studentId={0} examId={exam.id} preloaded={{ exam, questions, saved: null }} />, appSystem());
    expect(html).not.toContain('30:00');
    expect(html).not.toMatch(/Pregunta \d+ de 10/);
    expect(html).not.toContain('respondidas');
    expect(html).not.toContain(questions[0].text);
    expect(html).not.toContain('Siguiente');
    // The frame, the same for every student, and a busy region where the run goes.
    expect(html).toContain(exam.title);
    expect(html).toContain('Salir');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Cargando…');
  });

  it('is drawn the same for a student resuming question 5, who then sees her own run', async () => {
    const { ExamPage, appSystem } = await freshApp();
    const preloaded = { exam, questions, saved: resumed };
    // React's first render of the page (the one adopting the markup) is the prerender's: placeholders.
    const html = await prerendered(<ExamPage studentId={ANA} examId={exam.id} preloaded={preloaded} />, appSystem());
    expect(html).not.toMatch(/Pregunta \d+ de 10/);
    expect(html).not.toMatch(/\d\d:\d\d/);
    // Then the page is the app's: her run, where she left it.
    await renderInRouter(<ExamPage studentId={ANA} examId={exam.id} preloaded={preloaded} />);
    expect(await screen.findByText('Pregunta 5 de 10')).toBeVisible();
    expect(screen.getByText('4/10 respondidas')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('12:30');
    expect(screen.queryByText('Pregunta 1 de 10')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('an exam list before the student is known', () => {
  it("is prerendered without figures, 'Aún no lo has rendido' or a link that starts an exam", async () => {
    const { ExamListPage, appSystem } = await freshApp();
    const html = await prerendered(<ExamListPage series="principal" studentId={0} />, appSystem());
    expect(html).toContain('Exámenes Principales');
    expect(html).toContain('Examen Principal 12');
    expect(html).not.toContain('Aún no lo has rendido');
    expect(html).not.toContain('Comenzar Examen');
    expect(html).not.toContain('/evaluacion/principal-01');
    // Each figure's definition is empty but for its placeholder.
    expect(html).not.toMatch(/<dd[^>]*>[^<]+<\/dd>/);
    expect(html).toMatch(/<section[^>]*aria-label="Tu progreso"[^>]*aria-busy="true"|<section[^>]*aria-busy="true"[^>]*aria-label="Tu progreso"/);
  });
});
