// @vitest-environment jsdom
/**
 * 'Buscar en el material' as a student sees it: the index loading, then the results grouped by page
 * with each section linking to its anchor and the words found marked; nothing found says so; a
 * failed load says so and 'Reintentar' loads it again; an empty query explains the search. The
 * index is the one the build makes, answered by a stubbed fetch.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '@/features/study/build-search-index';
import { SEARCH_INDEX_URL } from '@/features/study/search-options';
import { SearchPage } from '@/features/study/search-page';
import { appSystem } from '@/theme/system';

let indexJson = '';
beforeAll(async () => {
  indexJson = await buildSearchIndex();
  // jsdom 27 has a scrollTo that only logs 'Not implemented'; the router's scroll handling calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSearch(query: string) {
  const rootRoute = createRootRoute({ component: () => <SearchPage query={query} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Buscar en el material' });
}

const indexResponse = () => Promise.resolve(new Response(indexJson, { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('the search page', () => {
  // First: the index is loaded once per app session, and a failed load is not kept.
  it('says when the index cannot load, and loads it on Reintentar', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(indexResponse);
    vi.stubGlobal('fetch', fetch);
    await renderSearch('titicaca');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el buscador. Revisa tu conexión e inténtalo de nuevo.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ resultados en \d+ páginas para «titicaca»$/));
    expect(fetch).toHaveBeenCalledWith(SEARCH_INDEX_URL);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('groups the results by page, each section linking to its anchor, the words found marked', async () => {
    await renderSearch('Titicaca');
    const results = await screen.findByRole('list', { name: 'Resultados para «Titicaca»' });
    const geography = within(results).getByRole('heading', { level: 2, name: '12.1 Geografía Natural del Perú' }).closest('li')!;
    const lake = within(geography as HTMLElement).getByRole('link', { name: 'El lago Titicaca' });
    expect(lake).toHaveAttribute('href', '/courses/examen-de-naturalizacion/material/geografia-natural#lago-titicaca');
    expect(geography.querySelector('mark')).toHaveTextContent('Titicaca');
    expect(within(results).getAllByRole('heading', { level: 2 }).length).toBe(Number(/en (\d+) páginas/.exec(screen.getByRole('status').textContent ?? '')?.[1]));
  });

  it("'peru' finds 'Perú'", async () => {
    await renderSearch('peru');
    const results = await screen.findByRole('list', { name: 'Resultados para «peru»' });
    expect([...results.querySelectorAll('mark')].some((mark) => mark.textContent === 'Perú')).toBe(true);
  });

  it('says so when nothing is found', async () => {
    await renderSearch('zqxwv');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No encontramos resultados para «zqxwv»'));
    expect(screen.queryByRole('list', { name: /Resultados/ })).toBeNull();
  });

  it('explains the search before a query, with the field ready to type in', async () => {
    await renderSearch('');
    expect(screen.getByText(/Escribe una palabra, un nombre o una fecha/)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Palabras a buscar' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
