// @vitest-environment jsdom
/**
 * The header's sync control (issue 50 §11): a queued error report counts as waiting (the badge, the
 * button's name and the menu), and 'Última sincronización' is the device's last exchange with the
 * server, whichever kind made it: answers synced while no exam result was ever sent is not 'Nunca'.
 * Before the queues are read (a prerendered page), it says it is checking, never 'todo enviado' (issue 53 §4).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/features/sync/sync-status';
import type { OutboxState } from '@/sync/outbox.machine';
import type { Outboxes } from '@/sync/outboxes';
import type { OutboxKind } from '@/sync/nudge';
import { markHydrated } from '@/lib/hooks/use-hydrated';
import { formatDateTime } from '@/shared/spanish-format';
import { appSystem } from '@/theme/system';

// The menu's positioning observes its trigger's size; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IDLE: OutboxState = { status: 'idle', pending: 0, lastSyncAt: null, message: null, revision: 0, counted: true };

function outboxes(states: Partial<Record<OutboxKind, Partial<OutboxState>>>): Outboxes {
  const view = (kind: OutboxKind) => {
    const state: OutboxState = { ...IDLE, ...states[kind] };
    return { getState: () => state, subscribe: () => () => {} };
  };
  const views = { attempts: view('attempts'), reviews: view('reviews'), reports: view('reports'), settings: view('settings'), reminders: view('reminders'), outcomes: view('outcomes'), dismissals: view('dismissals') } satisfies Record<OutboxKind, unknown>;
  return { ...views, follow: async () => {}, syncNow: async () => ({ attempts: IDLE, reviews: IDLE, reports: IDLE, settings: IDLE, reminders: IDLE, outcomes: IDLE, dismissals: IDLE }) };
}

function renderStatus(sync: Outboxes, nobody?: boolean) {
  // No prerendered markup to adopt: drawn from what the device read at once.
  markHydrated();
  return render(
    <ChakraProvider value={appSystem()}>
      <SyncStatus sync={sync} nobody={nobody} />
    </ChakraProvider>,
  );
}

describe('Sync status', () => {
  it('counts a queued error report: the button says so and the menu lists it', async () => {
    renderStatus(outboxes({ reports: { pending: 1 } }));
    const button = screen.getByRole('button', { name: '1 reporte de error pendiente de sincronizar' });
    expect(button.textContent).toContain('1');
    fireEvent.click(button);
    expect((await screen.findByTestId('sync-pending-reports')).textContent).toBe('Pendientes de enviar: 1');
  });

  it('names every kind waiting, in one sentence', () => {
    renderStatus(outboxes({ attempts: { pending: 1 }, reviews: { pending: 3 }, reports: { pending: 2 } }));
    expect(screen.getByRole('button', { name: '1 resultado, 3 respuestas de repaso y 2 reportes de errores pendientes de sincronizar' })).toBeTruthy();
  });

  it("'Última sincronización' is the newest exchange of any kind, not 'Nunca' when no result was ever sent", async () => {
    const at = '2026-11-29T15:04:00.000Z';
    renderStatus(outboxes({ attempts: { lastSyncAt: null }, reviews: { lastSyncAt: at } }));
    fireEvent.click(screen.getByRole('button', { name: 'Sincronización: todo enviado' }));
    expect((await screen.findByTestId('sync-last')).textContent).toBe(`Última sincronización: ${formatDateTime(at)}`);
    expect(screen.queryByText(/Nunca/)).toBeNull();
  });

  it("says it is checking, not 'todo enviado', until every queue was read", async () => {
    // The reviews' queue not read yet.
    renderStatus(outboxes({ reviews: { counted: undefined } }));
    const button = screen.getByRole('button', { name: 'Sincronización: comprobando…' });
    expect(screen.queryByRole('button', { name: /todo enviado/ })).toBeNull();
    fireEvent.click(button);
    expect((await screen.findByTestId('sync-pending-reviews')).textContent).toBe('Pendientes de sincronizar: comprobando…');
  });

  it("an operator reading the course (no student's queues) hears 'todo enviado', not 'comprobando…' for ever", () => {
    const never = outboxes({ attempts: { counted: undefined }, reviews: { counted: undefined }, reports: { counted: undefined } });
    renderStatus(never, true);
    expect(screen.getByRole('button', { name: 'Sincronización: todo enviado' })).toBeTruthy();
  });

  it('adopts a prerendered control as it is, even when the queues were read before React started', async () => {
    const { SyncStatus: Fresh } = await freshSyncStatus();
    const system = appSystem();
    const page = (sync: Outboxes) => (
      <ChakraProvider value={system}>
        <Fresh sync={sync} />
      </ChakraProvider>
    );
    // The build drew it before any queue was read …
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(outboxes({ attempts: { counted: undefined }, reviews: { counted: undefined }, reports: { counted: undefined } })));
    document.body.append(container);
    expect(container.textContent).toContain('Sincronización: comprobando…');
    // … and the device has read one result waiting by the time React adopts the page.
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(outboxes({ attempts: { pending: 1 } })), { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toContain('1 resultado pendiente de sincronizar'));
    act(() => root.unmount());
    container.remove();
  });
});

/** SyncStatus with its own use-hydrated module: as on a page React has not adopted yet. */
async function freshSyncStatus() {
  vi.resetModules();
  return import('@/features/sync/sync-status');
}

