// @vitest-environment jsdom
/**
 * The header's sync control (issue 50 §11): a queued error report counts as waiting (the badge, the
 * button's name and the menu), and 'Última sincronización' is the device's last exchange with the
 * server, whichever kind made it: answers synced while no exam result was ever sent is not 'Nunca'.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '@/features/sync/sync-status';
import type { OutboxState } from '@/sync/outbox.machine';
import type { Outboxes } from '@/sync/outboxes';
import type { OutboxKind } from '@/sync/nudge';
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

const IDLE: OutboxState = { status: 'idle', pending: 0, lastSyncAt: null, message: null, revision: 0 };

function outboxes(states: Partial<Record<OutboxKind, Partial<OutboxState>>>): Outboxes {
  const view = (kind: OutboxKind) => {
    const state: OutboxState = { ...IDLE, ...states[kind] };
    return { getState: () => state, subscribe: () => () => {} };
  };
  const views = { attempts: view('attempts'), reviews: view('reviews'), reports: view('reports'), settings: view('settings'), reminders: view('reminders'), outcomes: view('outcomes'), dismissals: view('dismissals') } satisfies Record<OutboxKind, unknown>;
  return { ...views, follow: async () => {}, syncNow: async () => ({ attempts: IDLE, reviews: IDLE, reports: IDLE, settings: IDLE, reminders: IDLE, outcomes: IDLE, dismissals: IDLE }) };
}

function renderStatus(sync: Outboxes) {
  return render(
    <ChakraProvider value={appSystem()}>
      <SyncStatus sync={sync} />
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
});
