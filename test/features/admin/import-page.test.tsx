// @vitest-environment jsdom
/**
 * 'Importar estudiantes' as an operator sees it (issue 54 §1, §2): the chosen file goes to the
 * server as it is (its bytes, never read as text by the browser), the preview says which encoding
 * was read, the help names every column; an import whose stream ends without its result says the
 * connection was lost, and 'Importaciones anteriores' lists the accounts still waiting for their
 * access and hands them new passwords, telling the server once the file was saved.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_INTERRUPTED, createAdminApi, type AdminApi, type ImportBatch, type ImportBatchPage, type ImportPreview } from '@/features/admin/admin-api';
import { AdminApiContext } from '@/features/admin/console-parts';
import { createConsoleQueryClient } from '@/features/admin/console-queries';
import { ImportPage } from '@/features/admin/import-page';
import { appSystem } from '@/theme/system';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('@/components/ui/notify', () => ({ notify: (notice: unknown) => notices.push(notice) }));

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // saveFile: jsdom makes no object URLs and does not download.
  URL.createObjectURL = vi.fn(() => 'blob:contraseñas');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notices.length = 0;
  vi.unstubAllGlobals();
});

async function renderPage(admin: Partial<AdminApi>) {
  function Page() {
    const [client] = useState(createConsoleQueryClient);
    return (
      <QueryClientProvider client={client}>
        <AdminApiContext.Provider value={admin as AdminApi}>
          <ImportPage />
        </AdminApiContext.Provider>
      </QueryClientProvider>
    );
  }
  const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Importar estudiantes' });
}

const batch = (over: Partial<ImportBatch> = {}): ImportBatch => ({
  id: 7,
  createdAt: '2026-03-15T17:00:00.000Z',
  operator: { id: 1, name: 'Olga Operadora', email: 'operadora@academia.pe' },
  fileName: 'clase-marzo.csv',
  students: 3,
  pending: 3,
  unactivated: 3,
  ...over,
});
const page = (batches: ImportBatch[]): ImportBatchPage => ({ batches, total: batches.length, page: 1, pageSize: 20, delivery: 'passwords' });

const PREVIEW: ImportPreview = {
  rows: [
    { row: 2, name: 'Rosa Pérez Gutiérrez', email: 'rosa@correo.pe', endsAt: null, group: null, problems: [] },
    { row: 3, name: 'José Núñez', email: 'jose@correo.pe', endsAt: null, group: null, problems: [] },
  ],
  valid: 2,
  invalid: 0,
  encoding: 'windows-1252',
  delivery: 'passwords',
};

/** Rosa's row as Excel's 'CSV (delimitado por comas)' saves it on Windows: 'é' is the one byte 0xE9. */
const windowsFile = () => new File([new Uint8Array([...new TextEncoder().encode('Nombre;Correo\r\nRosa P'), 0xe9, ...new TextEncoder().encode('rez;rosa@correo.pe\r\n')])], 'clase-marzo.csv', { type: 'text/csv' });

describe('the import page', () => {
  it('sends the file as it is, says which encoding was read and shows the names as they will be saved', async () => {
    const previewImport = vi.fn(async () => PREVIEW);
    await renderPage({ previewImport, importBatches: vi.fn(async () => page([])) });
    expect(screen.getByText(/Grupo/, { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/Apellidos/, { selector: 'strong' })).toBeTruthy();
    const file = windowsFile();
    await userEvent.upload(screen.getByLabelText('Archivo CSV de la clase'), file);
    expect(await screen.findByText('Leído como Windows-1252: los nombres se guardarán como se ven aquí.')).toBeTruthy();
    // The File itself (its bytes), not a text the browser decoded as UTF-8.
    expect(previewImport).toHaveBeenCalledWith(file);
    expect(screen.getByRole('cell', { name: 'Rosa Pérez Gutiérrez' })).toBeTruthy();
  });

  it('after an import, the passwords file counts as delivered only once it was downloaded', async () => {
    const confirmHanded = vi.fn(async () => ({ handed: 2 }));
    const importStudents = vi.fn(async () => ({ type: 'done' as const, created: 2, linksSent: 0, passwordsCsv: 'Nombre,Correo,Contraseña\r\n', batchId: 7, generation: 1 }));
    await renderPage({ previewImport: vi.fn(async () => PREVIEW), importStudents, confirmHanded, importBatches: vi.fn(async () => page([batch({ students: 2, pending: 2, unactivated: 2 })])) });
    const file = windowsFile();
    await userEvent.upload(screen.getByLabelText('Archivo CSV de la clase'), file);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear 2 estudiantes' }));
    expect(importStudents).toHaveBeenCalledWith(file, 'clase-marzo.csv', expect.any(Function));
    expect(await screen.findByText(/Hasta que las descargues, sus cuentas esperan en «Importaciones anteriores»/)).toBeTruthy();
    expect(confirmHanded).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar contraseñas (CSV)' }));
    await waitFor(() => expect(confirmHanded).toHaveBeenCalledWith(7, 1));
    expect(await screen.findByText(/Contraseñas descargadas/)).toBeTruthy();
  });

  it('lists an earlier import whose accounts still wait and downloads new passwords for them', async () => {
    let batches = page([batch()]);
    const reissuePasswords = vi.fn(async () => {
      batches = page([batch({ pending: 0 })]);
      return { count: 3, generation: 2, passwordsCsv: 'Nombre,Correo,Contraseña\r\n' };
    });
    const confirmHanded = vi.fn(async () => ({ handed: 3 }));
    await renderPage({ importBatches: vi.fn(async () => batches), reissuePasswords, confirmHanded });
    const list = await screen.findByRole('region', { name: 'Importaciones anteriores' });
    expect(within(list).getByText('clase-marzo.csv')).toBeTruthy();
    expect(within(list).getByText('3 cuentas esperan sus datos')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Descargar contraseñas (3)' }));
    await waitFor(() => expect(confirmHanded).toHaveBeenCalledWith(7, 2));
    expect(reissuePasswords).toHaveBeenCalledWith(7, 'pending');
    expect(await within(list).findByText('Entregados')).toBeTruthy();
    expect(notices).toEqual([expect.objectContaining({ type: 'success', title: 'Se descargaron las contraseñas nuevas de 3 cuentas: entrégalas a cada estudiante.' })]);
  });

  it('asks before replacing passwords that were already handed over', async () => {
    const reissuePasswords = vi.fn(async () => ({ count: 3, generation: 3, passwordsCsv: 'Nombre,Correo,Contraseña\r\n' }));
    await renderPage({ importBatches: vi.fn(async () => page([batch({ pending: 0 })])), reissuePasswords, confirmHanded: vi.fn(async () => ({ handed: 3 })) });
    const list = await screen.findByRole('region', { name: 'Importaciones anteriores' });
    await userEvent.click(within(list).getByRole('button', { name: 'Contraseñas nuevas para todas (3)' }));
    const confirm = within(list).getByRole('group', { name: 'Confirmar contraseñas nuevas' });
    expect(confirm.textContent).toContain('las contraseñas que entregaste antes dejarán de funcionar');
    expect(reissuePasswords).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Generar y descargar' }));
    await waitFor(() => expect(reissuePasswords).toHaveBeenCalledWith(7, 'unactivated'));
  });
});

describe("the console's import call", () => {
  it('reads a stream that ends without its result as a lost connection', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"type":"progress","step":"passwords","done":4,"total":60}\n'));
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }));
    vi.stubGlobal('fetch', fetch);
    const admin = createAdminApi({ request: vi.fn() }, () => undefined);
    const file = windowsFile();
    const events: unknown[] = [];
    expect(await admin.importStudents(file, 'clase marzo.csv', (e) => events.push(e))).toEqual({ type: 'error', message: IMPORT_INTERRUPTED });
    expect(events).toHaveLength(1);
    // The file's bytes as they are, and its name for the batch.
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/admin\/imports\?file=clase\+marzo\.csv$/);
    expect(init.body).toBe(file);
  });
});
