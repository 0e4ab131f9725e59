// @vitest-environment jsdom
/**
 * The exam screen as a student uses it (issue 17 §2, issue 18 §5): the hint says how many to choose
 * in words that read well; a full several-answer question refuses a further option, leaves it
 * unticked and says so in a polite live region; 'Marcar para revisar' is a toggle whose state the
 * navigator's button names. Real device storage (fake-indexeddb); jsdom has no Web Locks, so the tab
 * owns its run (the fallback). The screen renders inside a small router (it asks before leaving).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findExam, questionsOf } from '@/content/exams';
import { ExamPage } from '@/features/exams/exam-page';
import { clearLocalData, loadRun } from '@/lib/storage/indexed-db';
import { renderInRouter } from '../../support/render-in-router';

const ANA = 7;
const exam = findExam('principal-01')!;
const questions = questionsOf(exam);

async function renderExam() {
  await renderInRouter(<ExamPage studentId={ANA} examId="principal-01" preloaded={{ exam, questions, saved: null }} />);
  await screen.findByText('Pregunta 1 de 10');
}

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

beforeEach(() => clearLocalData());
afterEach(cleanup);

describe('a several-answer question', () => {
  it('says how many to choose once, and refuses a further option with a word instead of dropping one', async () => {
    const user = userEvent.setup();
    const q = questions[0];
    expect(q.correct).toHaveLength(3);
    await renderExam();
    expect(screen.getByText('Selecciona 3 opciones (0 de 3 seleccionadas)')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveTextContent(/Selecciona/);

    for (const k of q.correct) await user.click(screen.getByRole('checkbox', { name: q.options[k] }));
    expect(screen.getByText('Selecciona 3 opciones (3 de 3 seleccionadas)')).toBeVisible();
    const other = q.options.findIndex((_, k) => !q.correct.includes(k));
    await user.click(screen.getByRole('checkbox', { name: q.options[other] }));

    const notice = screen.getByText('Ya elegiste 3 opciones. Quita una para cambiarla.');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('checkbox', { name: q.options[other] })).not.toBeChecked();
    for (const k of q.correct) expect(screen.getByRole('checkbox', { name: q.options[k] })).toBeChecked();
    expect(screen.getByText('1/10 respondidas')).toBeVisible();

    // Unticking one clears the notice; the other option can then be chosen.
    await user.click(screen.getByRole('checkbox', { name: q.options[q.correct[0]] }));
    expect(screen.queryByText('Ya elegiste 3 opciones. Quita una para cambiarla.')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: q.options[other] }));
    expect(screen.getByRole('checkbox', { name: q.options[other] })).toBeChecked();
  });
});

describe('flagging a question', () => {
  it("is a toggle named 'Marcar para revisar', named on the navigator, and saved with the run", async () => {
    const user = userEvent.setup();
    await renderExam();
    const flag = screen.getByRole('button', { name: 'Marcar para revisar' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    expect(screen.getByRole('button', { name: 'Marcar para revisar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pregunta 1, sin responder, marcada' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pregunta 2, sin responder' })).toBeVisible();
    await waitFor(async () => expect(await loadRun(ANA, 'principal-01')).toMatchObject({ flagged: [questions[0].id] }));

    await user.click(screen.getByRole('button', { name: 'Marcar para revisar' }));
    expect(screen.getByRole('button', { name: 'Marcar para revisar' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Pregunta 1, sin responder' })).toBeVisible();
  });
});
