// @vitest-environment jsdom
/**
 * The academy's contact (issue 32): links when the server has one, and nothing at all without one, so
 * no screen asks the student to write to the academy without saying how.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@/lib/api/api-client';
import { appSystem } from '@/theme/system';

const ORIGIN = 'http://localhost';
const server = setupServer();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, ORIGIN), init));
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.resetModules();
});

function academy(body: { email: string | null; whatsapp: string | null }) {
  server.use(http.get(`${ORIGIN}${API_BASE}/academy`, () => HttpResponse.json(body)));
}

async function renderContact() {
  // A fresh module each time: the contact is asked once per app session.
  const { default: AcademyContact } = await import('@/components/ui/academy-contact');
  const { container } = render(
    <ChakraProvider value={appSystem()}>
      <div data-testid="host">
        <AcademyContact lead="Para renovarlo, escribe a la academia:" />
      </div>
    </ChakraProvider>,
  );
  return container.querySelector('[data-testid="host"]')!;
}

describe('AcademyContact', () => {
  it('shows the email as mailto: and WhatsApp as wa.me', async () => {
    academy({ email: 'hola@academia.pe', whatsapp: '51987654321' });
    await renderContact();
    expect(await screen.findByRole('link', { name: 'hola@academia.pe' })).toHaveAttribute('href', 'mailto:hola@academia.pe');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/51987654321');
    expect(screen.getByTestId('academy-contact')).toHaveTextContent('Para renovarlo, escribe a la academia: hola@academia.pe o WhatsApp.');
  });

  it('with only one of them, shows that one', async () => {
    academy({ email: null, whatsapp: '51987654321' });
    await renderContact();
    expect(await screen.findByTestId('academy-contact')).toHaveTextContent('Para renovarlo, escribe a la academia: WhatsApp.');
  });

  it('with none configured, says nothing', async () => {
    let asked = 0;
    server.use(
      http.get(`${ORIGIN}${API_BASE}/academy`, () => {
        asked += 1;
        return HttpResponse.json({ email: null, whatsapp: null });
      }),
    );
    const container = await renderContact();
    await vi.waitFor(() => expect(asked).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('offline, says nothing', async () => {
    server.use(http.get(`${ORIGIN}${API_BASE}/academy`, () => HttpResponse.error()));
    const container = await renderContact();
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
