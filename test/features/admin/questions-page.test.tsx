// @vitest-environment jsdom
/**
 * 'Preguntas' (issue 48 §4): the item analysis lists each question's current version; 'Ver versiones
 * anteriores' asks for every version answered (`versions=all`) and marks the earlier ones, each with
 * its own figures and its own options panel.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '@/features/admin/admin-api';
import { QuestionsPage } from '@/features/admin/questions-page';
import type { QuestionStat } from '@/shared/console-api';
import { Console } from '../../support/console';

vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#enlace">{children}</a> }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stat = (version: number, current: boolean, text: string, answers: number): QuestionStat => ({
  id: 'T05-Q003',
  version,
  current,
  topic: 5,
  text,
  answers,
  facility: 0.5,
  discrimination: 0.3,
  chance: 0.25,
  facilityLow: 0.4,
  facilityHigh: 0.6,
  discriminationLow: 0.1,
  discriminationHigh: 0.5,
  review: false,
  options: [
    { text: 'Dos años', chosen: answers, correct: current },
    { text: 'Cinco años', chosen: 0, correct: !current },
    { text: 'Diez años', chosen: 0, correct: false },
  ],
  source: { path: 'material/nacionalidad', anchor: 'requisitos' },
});

describe('the item analysis by version', () => {
  it('shows the current version, and the earlier ones on request, marked', async () => {
    const now = stat(2, true, '¿Cuántos años de residencia exige la ley vigente?', 12);
    const before = stat(1, false, '¿Cuántos años de residencia se exigen?', 40);
    const questions = vi.fn(async (params: { versions?: 'all' }) => ({ questions: params.versions === 'all' ? [now, before] : [now] }));
    const admin = { questions, groupOptions: vi.fn(async () => ({ groups: [] })) };
    render(
      <Console admin={admin as unknown as AdminApi}>
        <QuestionsPage />
      </Console>,
    );
    expect(await screen.findByText(now.text, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(before.text)).toBeNull();
    expect(questions).toHaveBeenLastCalledWith(expect.objectContaining({ versions: undefined }));

    const toggle = screen.getByRole('button', { name: 'Ver versiones anteriores' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText(before.text)).not.toBeNull());
    expect(questions).toHaveBeenLastCalledWith(expect.objectContaining({ versions: 'all' }));
    expect(screen.getByRole('button', { name: 'Ver versiones anteriores' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/versión 1 \(anterior\)/)).toBeTruthy();
    expect(screen.queryByText(/versión 2 \(anterior\)/)).toBeNull();

    // Each version opens its own options panel.
    await userEvent.click(screen.getByRole('button', { name: new RegExp(before.text.replace(/[?¿]/g, '.')) }));
    const opened = screen.getAllByRole('button', { expanded: true });
    expect(opened).toHaveLength(1);
    expect(opened[0].textContent).toContain(before.text);
  });
});
