// @vitest-environment jsdom
/**
 * The banner under the header (offline, or 'Iniciar sesión' when queued results wait for a new
 * session) shows what only the device knows: on a prerendered page React must adopt it as the build
 * drew it (no banner), and only then show what the device read meanwhile.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxState } from '@/sync/outbox.machine';
import type { Outboxes } from '@/sync/outboxes';
import type { OutboxKind } from '@/sync/nudge';
import { appSystem } from '@/theme/system';

afterEach(cleanup);

const IDLE: OutboxState = { status: 'idle', pending: 0, lastSyncAt: null, message: null, revision: 0, counted: true };
const SESSION_EXPIRED = 'Tu sesión expiró: inicia sesión para enviar tus resultados.';

function outboxes(attempts: Partial<OutboxState>): Outboxes {
  const view = (state: OutboxState) => ({ getState: () => state, subscribe: () => () => {} });
  const views = {
    attempts: view({ ...IDLE, ...attempts }),
    reviews: view(IDLE),
    reports: view(IDLE),
    settings: view(IDLE),
    reminders: view(IDLE),
    outcomes: view(IDLE),
    dismissals: view(IDLE),
  } satisfies Record<OutboxKind, unknown>;
  return { ...views, follow: async () => {}, syncNow: async () => ({ attempts: IDLE, reviews: IDLE, reports: IDLE, settings: IDLE, reminders: IDLE, outcomes: IDLE, dismissals: IDLE }) };
}

/** ConnectionBanner with its own use-hydrated module: as on a page React has not adopted yet. */
async function freshBanner() {
  vi.resetModules();
  return (await import('@/features/sync/connection-banner')).ConnectionBanner;
}

describe('Connection banner', () => {
  it('adopts a prerendered page as it is, then asks to sign in again when the queue says so', async () => {
    const Banner = await freshBanner();
    const system = appSystem();
    // The banner's link needs a router; the page around it is not what this test is about.
    const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }) });
    const page = (sync: Outboxes) => (
      <ChakraProvider value={system}>
        <RouterContextProvider router={router}>
          <main>
            <Banner sync={sync} />
            <h1>Inicio</h1>
          </main>
        </RouterContextProvider>
      </ChakraProvider>
    );
    // The build drew the page with nothing queued …
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(outboxes({ counted: undefined })));
    document.body.append(container);
    expect(container.querySelector('[role="status"]')).toBeNull();
    // … and by the time React adopts it the device has read a queue that needs a new session.
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(outboxes({ status: 'needsSignIn', pending: 1, message: SESSION_EXPIRED })), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')?.textContent).toContain(SESSION_EXPIRED));
    expect(container.querySelector('a[href="/login"]')?.textContent).toBe('Iniciar sesión');
    act(() => root.unmount());
    container.remove();
  });
});
