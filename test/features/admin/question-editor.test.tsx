// @vitest-environment jsdom
/**
 * The console's question editor (issue 48 §2): the difference against the current version as the
 * operator edits, a required 'Por qué cambia', the server's Spanish problems under their field, a
 * stale publish (409) that shows the other version and its difference and overwrites nothing, and the
 * draft saved and discarded.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import type { AdminApi } from '@/features/admin/admin-api';
import { QuestionEditorPage } from '@/features/admin/content-editor/question-editor-page';
import type { QuestionFields } from '@/content/content-versions';
import type { TopicId } from '@/content/types';
import type { ContentItem, VersionView } from '@/shared/content-api';
import { Console } from '../../support/console';

vi.mock('@/components/ui/notify', () => ({ notify: () => undefined }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="#enlace">{children}</a> }));

afterEach(cleanup);
// Typing a whole edit is slow on a busy shared host.
vi.setConfig({ testTimeout: 60_000 });

const body: QuestionFields = {
  topic: 3 as TopicId,
  text: '¿Cuántos años de residencia se exigen?',
  options: ['2 años', '5 años', '10 años'],
  correct: [0],
  explanation: 'Dos años bajo el procedimiento anterior.',
  source: { path: 'tema-3', anchor: 'residencia' },
};
const version = (n: number, fields: QuestionFields, note: string | null = null): VersionView<QuestionFields> => ({
  version: n,
  contentVersion: 100 + n,
  state: 'published',
  origin: n === 1 ? 'baseline' : 'academy',
  body: fields,
  note,
  at: '2026-11-29T15:00:00.000Z',
  by: n === 1 ? null : { id: 2, name: 'Olga Ramos', email: 'olga@academia.pe' },
});
const item = (openReports = 0): ContentItem<QuestionFields> => ({ key: 'q7', current: version(1, body), versions: [version(1, body)], draft: null, openReports });

/** 'Recalificar''s dry run on the page: nothing to regrade unless a test says otherwise. */
const noRegrade = async () => ({ questionId: 'q7', version: 1, correct: [0], attempts: 0, students: 0, changedScores: 0, rows: [] });
const open = (admin: Partial<AdminApi>) =>
  render(
    <Console admin={{ regradePlan: vi.fn(noRegrade), ...admin }}>
      <QuestionEditorPage questionId="q7" />
    </Console>,
  );

describe('the question editor', () => {
  it('shows the difference and the preview as the operator edits, needs a note, and publishes with the reports resolved', async () => {
    const published = { ...body, correct: [1], explanation: 'Cinco años con la Ley 32421.' };
    const admin: Partial<AdminApi> = {
      contentQuestion: vi.fn(async () => item(2)),
      publishQuestion: vi.fn(async () => ({ version: version(2, published), resolvedReports: 2, item: { ...item(0), current: version(2, published) } })),
      regradePlan: vi.fn(noRegrade),
    };
    open(admin);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Opción B correcta' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Opción A correcta' }));
    const explanation = screen.getByRole('textbox', { name: 'Explicación' });
    await userEvent.clear(explanation);
    await userEvent.type(explanation, 'Cinco años con la Ley 32421.');

    const diff = screen.getByRole('region', { name: 'Cambios frente a la versión 1' });
    expect(within(diff).getByText('Clave')).toBeTruthy();
    expect(within(diff).getByText('Antes: a) 2 años')).toBeTruthy();
    expect(within(diff).getByText('Ahora: b) 5 años')).toBeTruthy();
    expect(within(diff).getByText('Explicación')).toBeTruthy();
    expect(within(diff).queryByText('Enunciado')).toBeNull();
    const preview = screen.getByRole('region', { name: 'Vista previa en el celular' });
    expect(within(preview).getByText('Cinco años con la Ley 32421.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(/Escribe por qué cambia/)).toBeTruthy();
    expect(admin.publishQuestion).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Por qué cambia/ }), 'Ley 32421: cinco años.');
    const resolve = screen.getByRole('checkbox', { name: /Resolver los 2 reportes abiertos/ });
    expect((resolve as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(admin.publishQuestion).toHaveBeenCalledTimes(1));
    expect(admin.publishQuestion).toHaveBeenCalledWith('q7', { baseVersion: 1, question: published, note: 'Ley 32421: cinco años.', resolveReports: true });
    expect(await screen.findByRole('region', { name: 'Cambios frente a la versión 2' })).toBeTruthy();
    // After the publish, 'Recalificar' runs the dry run again for the new version (issue 48 §4).
    await waitFor(() => expect(admin.regradePlan).toHaveBeenCalledTimes(2));
  });

  it("shows the server's problems under the field they are about", async () => {
    const refusal = { message: 'La opción C está vacía.', problems: ['La opción C está vacía.', 'Marca la respuesta correcta: la pregunta quedaría sin clave.'] };
    const admin: Partial<AdminApi> = {
      contentQuestion: vi.fn(async () => item()),
      publishQuestion: vi.fn(() => Promise.reject(new ApiError(400, refusal.message, refusal))),
    };
    open(admin);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Opción C' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Opción A correcta' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Por qué cambia/ }), 'Prueba.');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    const options = await screen.findByTestId('problemas-options');
    expect(within(options).getByText('La opción C está vacía.')).toBeTruthy();
    expect(within(screen.getByTestId('problemas-correct')).getByText(/sin clave/)).toBeTruthy();
  });

  it('a stale publish shows the version published meanwhile and the difference, keeps the edit, and goes again only over that version', async () => {
    const theirs = { ...body, text: '¿Cuántos años de residencia exige la ley?' };
    const current = version(2, theirs, 'Redacción.');
    const conflict = { message: 'Otra persona publicó una versión nueva mientras editabas.', current };
    const publishQuestion = vi.fn().mockRejectedValueOnce(new ApiError(409, conflict.message, conflict)).mockResolvedValueOnce({ version: version(3, body), resolvedReports: 0, item: { ...item(), current: version(3, body) } });
    open({ contentQuestion: vi.fn(async () => item()), publishQuestion });
    const explanation = await screen.findByRole('textbox', { name: 'Explicación' });
    await userEvent.type(explanation, ' Mi cambio.');
    await userEvent.type(screen.getByRole('textbox', { name: /Por qué cambia/ }), 'Precisa.');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));

    const box = await screen.findByTestId('conflicto');
    expect(within(box).getByText(/Versión 2 publicada por Olga Ramos: «Redacción.»/)).toBeTruthy();
    const diff = within(box).getByRole('region', { name: 'Tu cambio frente a esa versión' });
    expect(within(diff).getByText('Ahora: ¿Cuántos años de residencia se exigen?')).toBeTruthy();
    expect(within(diff).getByText('Antes: ¿Cuántos años de residencia exige la ley?')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Otra persona publicó');
    expect((screen.getByRole('textbox', { name: 'Explicación' }) as HTMLTextAreaElement).value).toBe(`${body.explanation} Mi cambio.`);
    expect(screen.getByRole('button', { name: 'Publicar' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(box).getByRole('button', { name: 'Revisar mi cambio sobre la versión 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publishQuestion).toHaveBeenCalledTimes(2));
    expect(publishQuestion.mock.calls[1][1]).toMatchObject({ baseVersion: 2 });
  });

  it('saves a draft, shows its problems, and discards it', async () => {
    const draft = { ...body, options: ['2 años', '5 años'] };
    const admin: Partial<AdminApi> = {
      contentQuestion: vi.fn(async () => item()),
      saveQuestionDraft: vi.fn(async () => ({ ...item(), draft: { baseVersion: 1, state: 'published' as const, body: draft, at: '2026-11-29T15:00:00.000Z', by: null, problems: ['La pregunta necesita al menos 3 opciones.'] } })),
      discardQuestionDraft: vi.fn(async () => undefined),
    };
    open(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar la opción C' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(admin.saveQuestionDraft).toHaveBeenCalledWith('q7', { baseVersion: 1, question: draft }));
    expect(within(await screen.findByTestId('problemas-options')).getByText('La pregunta necesita al menos 3 opciones.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    await waitFor(() => expect(admin.discardQuestionDraft).toHaveBeenCalledWith('q7'));
    expect(await screen.findByRole('textbox', { name: 'Opción C' })).toBeTruthy();
  });
});
