// @vitest-environment jsdom
/**
 * '¿Cómo te fue en el examen?' on Mi progreso (issue 49 §4): nothing before the exam date; from it on,
 * 'Aprobé', 'No aprobé', 'Todavía no', answered once and kept on the device to be sent; once the
 * server has it, the readiness it kept for the morning of the exam, in the model's words.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExamOutcomeCard } from '@/features/progress/exam-outcome-card';
import { deviceOutcomes, keepServerOutcomes, pendingOutcomes } from '@/sync/exam-outcome-sync';
import { renderInRouter } from '../../support/render-in-router';

const STUDENT = 7;
// 10 December 2026, noon in Lima.
const NOW = Date.parse('2026-12-10T12:00:00-05:00');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('¿Cómo te fue en el examen?', () => {
  it('is not shown before the exam date, nor without one', async () => {
    await renderInRouter(<ExamOutcomeCard studentId={STUDENT} examDate="2026-12-11" now={NOW} />);
    expect(screen.queryByRole('heading', { name: '¿Cómo te fue en el examen?' })).toBeNull();
    cleanup();
    await renderInRouter(<ExamOutcomeCard studentId={STUDENT} examDate={null} now={NOW} />);
    expect(screen.queryByRole('heading', { name: '¿Cómo te fue en el examen?' })).toBeNull();
  });

  it('from the exam day on: three answers, one kept on the device to be sent, then the readiness the server kept', async () => {
    await renderInRouter(<ExamOutcomeCard studentId={STUDENT} examDate="2026-12-08" now={NOW} />);
    expect(screen.getByRole('heading', { name: '¿Cómo te fue en el examen?' })).toBeTruthy();
    expect(screen.getByText(/Tu examen era el 8 de diciembre de 2026\./)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Cómo te fue en el examen' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Aprobé', 'No aprobé', 'Todavía no']);
    fireEvent.click(screen.getByRole('button', { name: 'No aprobé' }));
    expect(screen.getByTestId('outcome-answer').textContent).toBe('Respondiste: No aprobé.');
    expect(screen.getByText('Tu respuesta está guardada en este dispositivo y se enviará cuando haya conexión.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobé' })).toBeNull();
    const [pending] = pendingOutcomes(STUDENT);
    expect(pending).toMatchObject({ examDate: '2026-12-08', result: 'failed' });

    act(() => keepServerOutcomes(STUDENT, [{ ...pending, readiness: { expected: 52, low: 40, high: 64 }, passProbability: 0.41 }]));
    expect(screen.queryByText(/se enviará cuando haya conexión/)).toBeNull();
    expect(screen.getByTestId('outcome-readiness').textContent).toBe('La mañana del examen, tu puntaje esperado en un examen como los nuestros era 52\u00a0% (entre 40\u00a0% y 64\u00a0%).');
    expect(screen.getByText(/no una promesa de aprobar/)).toBeTruthy();
    expect(deviceOutcomes(STUDENT)).toHaveLength(1);
  });
});
