// @vitest-environment jsdom
/**
 * 'Tu racha de estudio' (issue 35) as a student and a screen reader meet it: the count, today's
 * state, the week's día libre, and the 12-week calendar as a table whose cells say each day's date,
 * answers and whether the goal was met. The figures come from a log built on Lima days (the clock is
 * the log's: `now` is passed in).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeQuestions } from '@/content/question-bank';
import { StudyStreak } from '@/features/progress/study-streak';
import { deriveLearning } from '@/learning/learning-model';
import type { ReviewEvent } from '@/shared/learning/events';
import { renderInRouter } from '../../support/render-in-router';
import { studyDay } from '../../shared/learning/helpers';

const LIMA = 'America/Lima';
const lima = (iso: string) => Date.parse(`${iso}-05:00`);
const BANK = activeQuestions.map((q) => q.id);

afterEach(cleanup);

/** Fri 27 Feb: 3 answers. Mon 2 Mar: goal met. Tue 3: 5 answers. Wed 4 and Thu 5 (today): goal met. */
function log(): ReviewEvent[] {
  let events: ReviewEvent[] = [];
  events = studyDay(events, lima('2026-02-27T10:00'), BANK, { newCount: 3 });
  events = studyDay(events, lima('2026-03-02T10:00'), BANK);
  events = studyDay(events, lima('2026-03-03T10:00'), BANK, { newCount: 5 });
  events = studyDay(events, lima('2026-03-04T10:00'), BANK);
  events = studyDay(events, lima('2026-03-05T10:00'), BANK);
  return events;
}

describe('Tu racha de estudio', () => {
  it('says the count, today met and the día libre used; the calendar reads as a table of dated cells', async () => {
    const data = deriveLearning({ attempts: [], reviewEvents: log(), questions: activeQuestions, now: lima('2026-03-05T20:00'), timeZone: LIMA });
    await renderInRouter(<StudyStreak data={data} />);
    const section = within(screen.getByRole('region', { name: 'Tu racha de estudio' }));
    // Tue 3 is the week's día libre; Sun 1 and Sat 28 Feb are two misses in one week: the streak starts on Mon 2.
    expect(section.getByTestId('streak-count').textContent).toBe('3 días seguidos con tu meta cumplida');
    expect(section.getByTestId('streak-today').textContent).toBe('Meta de hoy cumplida. ¡Buen trabajo!');
    expect(section.getByText(/El de esta semana fue el martes 3 de marzo\.$/)).toBeTruthy();

    const table = within(section.getByRole('table', { name: /^Tus últimas 12 semanas/ }));
    // Each header's and cell's text once (the role queries are slow in jsdom): the visible letter or
    // day number, then what a screen reader says.
    const rowHeaders = table.getAllByRole('rowheader').map((th) => th.textContent);
    expect(rowHeaders).toHaveLength(12);
    expect(rowHeaders).toContain('2 marSemana del 2 de marzo');
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Semana', 'Llunes', 'Mmartes', 'Mmiércoles', 'Jjueves', 'Vviernes', 'Ssábado', 'Ddomingo']);
    const names = table.getAllByRole('cell').map((td) => td.textContent?.replace(/^\d+/, '') ?? '');
    expect(names).toContain('martes 3 de marzo: 5 respuestas de 10, día libre');
    // Issue 50 §5: each cell shows the day's answers, as the caption says (the date is in its row and column).
    const visible = (date: string) => section.getByTestId('streak-calendar').querySelector(`[data-date="${date}"] [data-testid="streak-cell-answers"]`)?.textContent;
    expect(visible('2026-03-03')).toBe('5');
    expect(visible('2026-02-27')).toBe('3');
    expect(visible('2026-03-01')).toBe('');
    expect(section.getByTestId('streak-calendar').querySelector('caption')?.textContent).toMatch(/cada casilla muestra tus respuestas de ese día/);
    for (const name of [
      /^lunes 2 de marzo: \d+ respuestas de \d+, meta cumplida$/,
      /^miércoles 4 de marzo: \d+ respuestas de \d+, meta cumplida$/,
      /^hoy, jueves 5 de marzo: \d+ respuestas de \d+, meta cumplida$/,
      /^viernes 27 de febrero: 3 respuestas de 10, meta no cumplida$/,
      /^domingo 1 de marzo: sin respuestas, meta no cumplida$/,
      /^domingo 8 de marzo: todavía no llega$/,
    ]) {
      expect(names.filter((n) => name.test(n)), String(name)).toHaveLength(1);
    }
    expect(names.filter((n) => n.endsWith(', meta cumplida'))).toHaveLength(3);
    expect(names).toHaveLength(84);
  });

  it('before any goal met: an encouraging start, and what is left of today', async () => {
    const data = deriveLearning({ attempts: [], reviewEvents: [], questions: activeQuestions, now: lima('2026-03-05T08:00'), timeZone: LIMA });
    await renderInRouter(<StudyStreak data={data} />);
    expect(screen.getByTestId('streak-count').textContent).toBe('Tu racha empieza el día que cumplas tu meta.');
    expect(screen.getByTestId('streak-today').textContent).toBe('Hoy: 10 respuestas más y tu meta queda cumplida.');
    expect(screen.getByText(/El de esta semana sigue disponible\.$/)).toBeTruthy();
    expect(screen.queryByText(/perdiste/i)).toBeNull();
  });
});
