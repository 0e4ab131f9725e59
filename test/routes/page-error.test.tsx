// @vitest-environment jsdom
/**
 * A page that fails to draw shows the app's Spanish error page in its place (the router's
 * defaultErrorComponent), never the router's English screen; 'Volver a intentar' draws it again. An address no
 * route answers shows 'Página no encontrada'. Both are fetched when drawn.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PageError, type RouterContext } from '@/routes/__root';
import { appSystem } from '@/theme/system';

afterEach(cleanup);

function showRouter(router: AnyRouter) {
  render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

it('says in Spanish that the page could not be shown, keeps the layout around it, and tries again', async () => {
  // Broken until the test mends it (React itself renders once more after a first error).
  let broken = true;
  function Page() {
    if (broken) {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    }
    return <p>Contenido de la página</p>;
  }
  const root = createRootRoute({
    component: () => (
      <>
        <header>Encabezado</header>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: Page });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }), defaultErrorComponent: PageError });
  // React reports the caught error on the console; the page is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await router.load();
  showRouter(router);

  expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
  // A named region (inside the course area's <main>, never a second one).
  expect(screen.getByRole('region', { name: 'Algo salió mal' })).toBeTruthy();
  expect(screen.queryByRole('main')).toBeNull();
  expect(screen.getByText('No se pudo mostrar esta página. Vuelve a intentarlo; si sigue igual, revisa tu conexión.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a Mis Cursos' }).getAttribute('href')).toBe('/home');
  expect(screen.queryByText(/Something went wrong/)).toBeNull();
  // The error is drawn in the page's place: the layout around it stays.
  expect(screen.getByText('Encabezado')).toBeTruthy();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Volver a intentar' }));
  expect(await screen.findByText('Contenido de la página')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
});

it("is the app router's page for every route without one of its own", async () => {
  const { createAppRouter } = await import('@/router');
  const router = createAppRouter({} as RouterContext, createMemoryHistory({ initialEntries: ['/login'] }));
  expect(router.options.defaultErrorComponent).toBe(PageError);
});

it("an address no route answers shows 'Página no encontrada', fetched when drawn, with the way to Mis Cursos", async () => {
  const { createAppRouter } = await import('@/router');
  const router = createAppRouter({} as RouterContext, createMemoryHistory({ initialEntries: ['/no-existe'] }));
  await router.load();
  showRouter(router);
  expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
  expect(screen.getByText('La dirección que abriste no existe en la academia.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a Mis Cursos' }).getAttribute('href')).toBe('/home');
});
