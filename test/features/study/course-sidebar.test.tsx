// @vitest-environment jsdom
/**
 * The course sidebar 'Navegación' (spec §2): 'Inicio' open at first, the current page's section opens
 * by itself, sections collapse, and the phone panel closes on the overlay, Escape and navigation.
 * Its entries are TanStack Links, so it renders inside a small router; the props come through a
 * React context so a test can rerender with a new page. jsdom applies no media queries, so the
 * sidebar is seen as on a phone: the panel is open (mobileOpen) unless a test says otherwise.
 * 'Repaso N' (issue 52 §1): on a device where no learning screen computed the count and none is
 * kept today, the sidebar inside the signed-in area shows the server's.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CourseSidebar } from '@/features/study/course-sidebar';
import type { ApiClient, RawResponse } from '@/lib/api/api-client';
import { studentClient } from '@/lib/api/student-query-client';
import { localDay } from '@/learning/learning-store';
import { localStore, type StudentId } from '@/lib/storage/local-store';
import { appSystem } from '@/theme/system';

afterEach(cleanup);
// jsdom 27 has a scrollTo that only logs 'Not implemented'; the router's scroll handling calls it.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

type SidebarProps = Parameters<typeof CourseSidebar>[0];
const Props = createContext<SidebarProps | null>(null);

function SidebarFromProps() {
  const props = useContext(Props);
  return props && <CourseSidebar {...props} />;
}

async function renderSidebar(initial: Partial<SidebarProps> = {}) {
  let props: SidebarProps = { currentPath: 'introduccion', mobileOpen: true, onClose: vi.fn(), ...initial };
  const router = createRouter({
    routeTree: createRootRoute({ component: SidebarFromProps }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const ui = () => (
    <ChakraProvider value={appSystem()}>
      <Props.Provider value={props}>
        <RouterProvider router={router} />
      </Props.Provider>
    </ChakraProvider>
  );
  const view = render(ui());
  // Rendered once the router settles (hidden while the phone panel is closed, so no name yet).
  await screen.findByRole('navigation', { hidden: true });
  return {
    onClose: props.onClose as ReturnType<typeof vi.fn>,
    rerender(next: Partial<SidebarProps>) {
      props = { ...props, ...next };
      view.rerender(ui());
    },
  };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Navegación' }));
const sectionButton = (name: string) => nav().getByRole('button', { name });

describe('sections', () => {
  it("opens 'Inicio' at first and keeps the others closed", async () => {
    await renderSidebar({ currentPath: 'introduccion' });
    expect(sectionButton('Inicio')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'false');
    expect(sectionButton('Exámenes')).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: 'Introducción' })).toHaveAttribute('href', '/courses/examen-de-naturalizacion/introduccion');
    expect(nav().getByRole('link', { name: 'Balotario' })).toBeVisible();
    expect(nav().queryByRole('link', { name: '2.1 Las Ocho Regiones Naturales del Perú' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Exámenes Principales' })).toBeNull();
  });

  it('marks the current page', async () => {
    await renderSidebar({ currentPath: 'balotario' });
    expect(nav().getByRole('link', { name: 'Balotario' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'Introducción' })).not.toHaveAttribute('aria-current');
  });

  it("opens the current page's section by itself, and the next page's section on navigation", async () => {
    const view = await renderSidebar({ currentPath: 'material/geografia' });
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Inicio')).toHaveAttribute('aria-expanded', 'true');
    const geografia = nav().getByRole('link', { name: '2.1 Las Ocho Regiones Naturales del Perú' });
    expect(geografia).toHaveAttribute('href', '/courses/examen-de-naturalizacion/material/geografia');
    expect(geografia).toHaveAttribute('aria-current', 'page');
    expect(nav().queryByRole('link', { name: 'Exámenes Principales' })).toBeNull();

    view.rerender({ currentPath: 'examenes/principales' });

    expect(await nav().findByRole('link', { name: 'Exámenes Principales' })).toHaveAttribute(
      'href',
      '/courses/examen-de-naturalizacion/examenes/principales',
    );
    expect(sectionButton('Exámenes')).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Exámenes Complementarios' })).toBeVisible();
    // What was open stays open.
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens Exámenes on an exam screen too', async () => {
    const view = await renderSidebar({ currentPath: 'introduccion' });
    view.rerender({ currentPath: 'evaluacion/principal-03' });
    expect(await nav().findByRole('link', { name: 'Exámenes Principales' })).toBeVisible();
    expect(sectionButton('Exámenes')).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses and expands a section with its button', async () => {
    const user = userEvent.setup();
    await renderSidebar({ currentPath: 'introduccion' });

    await user.click(sectionButton('Inicio'));
    expect(sectionButton('Inicio')).toHaveAttribute('aria-expanded', 'false');
    expect(nav().queryByRole('link', { name: 'Introducción' })).toBeNull();

    await user.click(sectionButton('Inicio'));
    expect(sectionButton('Inicio')).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Introducción' })).toBeVisible();

    await user.click(sectionButton('Material de estudio'));
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: '3.2 Batallas y Combates Históricos' })).toBeVisible();
  });

  it('does not reopen a section the student closed while staying on the same page', async () => {
    const user = userEvent.setup();
    const view = await renderSidebar({ currentPath: 'material/heroes' });
    await user.click(sectionButton('Material de estudio'));
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'false');

    view.rerender({ onClose: vi.fn() });
    expect(sectionButton('Material de estudio')).toHaveAttribute('aria-expanded', 'false');
  });

  it('each section button controls its own list', async () => {
    await renderSidebar({ currentPath: 'introduccion' });
    const button = sectionButton('Inicio');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list!).getByRole('link', { name: 'Introducción' })).toBeVisible();
  });
});

describe('phone panel', () => {
  it('is out of reach with no overlay while closed, and reachable with the overlay when open', async () => {
    const view = await renderSidebar({ mobileOpen: false });
    expect(screen.queryByRole('navigation', { name: 'Navegación' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Introducción' })).toBeNull();
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();

    view.rerender({ mobileOpen: true });
    expect(await screen.findByRole('navigation', { name: 'Navegación' })).toBeVisible();
    expect(nav().getByRole('link', { name: 'Introducción' })).toBeVisible();
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
  });

  it('closes on a click on the overlay', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderSidebar({ mobileOpen: true });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes with its 'Cerrar navegación' button", async () => {
    const user = userEvent.setup();
    const { onClose } = await renderSidebar({ mobileOpen: true });
    await user.click(nav().getByRole('button', { name: 'Cerrar navegación' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape while open, and ignores Escape while closed', async () => {
    const user = userEvent.setup();
    const closed = await renderSidebar({ mobileOpen: false });
    await user.keyboard('{Escape}');
    expect(closed.onClose).not.toHaveBeenCalled();
    cleanup();

    const open = await renderSidebar({ mobileOpen: true });
    expect(screen.getByRole('navigation', { name: 'Navegación' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(open.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the page changes, not when it stays', async () => {
    const view = await renderSidebar({ currentPath: 'introduccion', mobileOpen: true });
    view.rerender({ currentPath: 'introduccion' });
    expect(view.onClose).not.toHaveBeenCalled();

    view.rerender({ currentPath: 'balotario' });
    await vi.waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    expect(nav().getByRole('link', { name: 'Balotario' })).toHaveAttribute('aria-current', 'page');
  });
});

describe("'Repaso N'", () => {
  /** The sidebar on a course page of the signed-in area ('/_app', whose context names the student). */
  async function renderSignedIn(studentId: StudentId, api: Pick<ApiClient, 'request'>) {
    const root = createRootRouteWithContext<{ api: Pick<ApiClient, 'request'> }>()();
    const app = createRoute({ getParentRoute: () => root, id: '_app', beforeLoad: () => ({ studentId }) });
    const page = createRoute({
      getParentRoute: () => app,
      path: '/',
      component: () => <CourseSidebar currentPath="introduccion" mobileOpen onClose={() => undefined} />,
    });
    const router = createRouter({ routeTree: root.addChildren([app.addChildren([page])]), context: { api }, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    render(
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    await screen.findByRole('navigation', { name: 'Navegación' });
  }

  afterEach(() => {
    cleanup();
    studentClient.clear();
  });

  it("on a second device opened straight on a study page (nothing computed or kept here) shows the server's count", async () => {
    const studentId = 8801 as StudentId;
    const request = vi.fn(async (method: string, path: string): Promise<RawResponse> => {
      const json = method === 'GET' && path === '/progress/due' ? { dueToday: 5 } : { message: 'No encontrado' };
      return { status: 'dueToday' in json ? 200 : 404, ok: 'dueToday' in json, headers: new Headers(), json, text: JSON.stringify(json) };
    });
    await renderSignedIn(studentId, { request });
    expect(await nav().findByTestId('repaso-due')).toHaveTextContent('5');
    expect(nav().getByRole('link', { name: 'Repaso 5 preguntas para hoy' })).toBeVisible();
    expect(request).toHaveBeenCalledWith('GET', '/progress/due');
    expect(localStore.getDueToday(studentId, localDay())).toBe(5);
  });

  it('shows the count kept on this device today without asking the server', async () => {
    const studentId = 8802 as StudentId;
    localStore.setDueToday(studentId, localDay(), 2);
    const request = vi.fn(async (): Promise<RawResponse> => ({ status: 200, ok: true, headers: new Headers(), json: { dueToday: 9 }, text: '' }));
    await renderSignedIn(studentId, { request });
    expect(await nav().findByTestId('repaso-due')).toHaveTextContent('2');
    expect(request).not.toHaveBeenCalled();
  });
});
