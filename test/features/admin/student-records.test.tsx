// @vitest-environment jsdom
/**
 * Issue 54 in the console's components: 'Editar datos' and 'Eliminar estudiante' (§3), the roster's
 * state kept in the URL so Back and a reload restore it (§7), and adding students to a group asked
 * first, never from an empty search (§6). The API is a stub; the router is a memory router.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import type { AdminApi, StudentPage as StudentPageData, StudentRow } from '@/features/admin/admin-api';
import { GroupPage } from '@/features/admin/group-page';
import { parseRosterSearch } from '@/shared/roster-search';
import { DeleteStudentDialog, EditStudentDialog } from '@/features/admin/student-dialogs';
import { StudentsPage } from '@/features/admin/students-page';
import { Console } from '../../support/console';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('@/components/ui/notify', () => ({ notify: (notice: unknown) => notices.push(notice) }));

afterEach(() => {
  cleanup();
  notices.length = 0;
});

function row(id: number, name: string, group: { id: number; name: string } | null = null): StudentRow {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@correo.pe`,
    access: { status: 'active', endsAt: null },
    lastActivityAt: null,
    attempts: 0,
    bestScore: null,
    readiness: null,
    group,
  };
}

const rosa = row(7, 'Rosa Perez');

describe("'Editar datos' and 'Eliminar estudiante'", () => {
  it('sends only what changed, shows a taken email in the dialog, and says both addresses were told', async () => {
    let answer: Promise<unknown> = Promise.reject(new ApiError(409, 'Ya existe una cuenta con el correo ana@correo.pe.'));
    answer.catch(() => undefined);
    const updateStudent = vi.fn(() => answer);
    const onSaved = vi.fn();
    render(
      <Console admin={{ updateStudent } as unknown as AdminApi}>
        <EditStudentDialog student={rosa} onClose={() => undefined} onSaved={onSaved} />
      </Console>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar datos de Rosa Perez' });
    const email = within(dialog).getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@correo.pe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('Ya existe una cuenta con el correo ana@correo.pe.')).toBeTruthy();
    expect(updateStudent).toHaveBeenLastCalledWith(7, { email: 'ana@correo.pe' });
    expect(onSaved).not.toHaveBeenCalled();

    const name = within(dialog).getByLabelText('Nombre completo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rosa Pérez Gutiérrez');
    await userEvent.clear(email);
    await userEvent.type(email, 'rosa.nueva@correo.pe');
    answer = Promise.resolve({ student: { ...rosa, name: 'Rosa Pérez Gutiérrez', email: 'rosa.nueva@correo.pe' }, notified: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(updateStudent).toHaveBeenLastCalledWith(7, { name: 'Rosa Pérez Gutiérrez', email: 'rosa.nueva@correo.pe' });
    expect(notices).toEqual([
      expect.objectContaining({ title: 'Datos guardados', description: expect.stringContaining('Avisamos del cambio a rosa.perez@correo.pe y a rosa.nueva@correo.pe.') }),
    ]);
  });

  it('asks in a dialog that names the student before deleting', async () => {
    const deleteStudent = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    render(
      <Console admin={{ deleteStudent } as unknown as AdminApi}>
        <DeleteStudentDialog student={rosa} onClose={() => undefined} onDeleted={onDeleted} />
      </Console>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar a Rosa Perez?' });
    expect(within(dialog).getByText(/rosa\.perez@correo\.pe/)).toBeTruthy();
    expect(within(dialog).getByText(/Sus respuestas siguen contando/)).toBeTruthy();
    expect(deleteStudent).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar estudiante' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(deleteStudent).toHaveBeenCalledWith(7);
  });
});

/** The roster and a student's page under a memory router, wired as src/routes/admin/estudiantes/index.tsx is. */
async function roster(admin: AdminApi, history: RouterHistory) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/admin/estudiantes',
    validateSearch: parseRosterSearch,
    component: function List() {
      const search = list.useSearch();
      const navigate = list.useNavigate();
      // This test's router is not the app's registered one: its search type is asserted here.
      return <StudentsPage search={search} onSearch={(next) => void navigate({ search: parseRosterSearch({ ...next }) as never, replace: true })} />;
    },
  });
  const one = createRoute({ getParentRoute: () => root, path: '/admin/estudiantes/$studentId', component: () => <h1>Página del estudiante</h1> });
  const router = createRouter({ routeTree: root.addChildren([list, one]), history });
  await router.load();
  render(
    <Console admin={admin}>
      <RouterProvider router={router} />
    </Console>,
  );
  return router;
}

function page(rows: StudentRow[], total: number, pageNumber = 1): StudentPageData {
  return { students: rows, total, page: pageNumber, pageSize: 50 };
}

describe('the roster in the URL (issue 54 §7)', () => {
  it('keeps search, order, group and page in the URL; Back from a student and a reload bring them back', async () => {
    const students = vi.fn(async (params: { page?: number }) => page([row(1, 'Ana Núñez'), row(2, 'Beto Ramos')], 120, params.page ?? 1));
    const admin = {
      students,
      groupOptions: vi.fn(async () => ({ groups: [{ id: 3, name: 'Diciembre 2026', examDate: null, members: 2 }] })),
    } as unknown as AdminApi;
    const history = createMemoryHistory({ initialEntries: ['/admin/estudiantes'] });
    await roster(admin, history);
    await screen.findByText('Ana Núñez');

    await userEvent.type(screen.getByLabelText('Buscar por nombre o correo'), 'ana');
    await waitFor(() => expect(history.location.search).toContain('q=ana'));
    await userEvent.selectOptions(await screen.findByLabelText('Grupo'), '3');
    await userEvent.click(screen.getByRole('button', { name: /Preparación/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('pagina')).toBe('2'));
    const wanted = { q: 'ana', grupo: '3', orden: 'readiness', pagina: '2' };
    const search = new URLSearchParams(history.location.search);
    for (const [key, value] of Object.entries(wanted)) expect(search.get(key), key).toBe(value);
    expect(students).toHaveBeenLastCalledWith({ q: 'ana', sort: 'readiness', dir: 'desc', page: 2, group: 3 });

    // A student's page, then Back: the same list.
    await userEvent.click(screen.getAllByRole('link', { name: 'Ana Núñez' })[0]);
    await screen.findByRole('heading', { name: 'Página del estudiante' });
    students.mockClear();
    history.back();
    await waitFor(() => expect(students).toHaveBeenCalledWith({ q: 'ana', sort: 'readiness', dir: 'desc', page: 2, group: 3 }));
    expect((screen.getByLabelText('Buscar por nombre o correo') as HTMLInputElement).value).toBe('ana');

    // A reload: a new app on the same address.
    const address = `${history.location.pathname}${history.location.search}`;
    cleanup();
    students.mockClear();
    await roster(admin, createMemoryHistory({ initialEntries: [address] }));
    await waitFor(() => expect(students).toHaveBeenCalledWith({ q: 'ana', sort: 'readiness', dir: 'desc', page: 2, group: 3 }));
    expect((await screen.findByLabelText('Buscar por nombre o correo') as HTMLInputElement).value).toBe('ana');
    expect((screen.getByLabelText('Grupo') as HTMLSelectElement).value).toBe('3');
  });
});

describe('the roster on a narrow screen', () => {
  it('writes the email under the name whole, its line breaks offered before the @ and the domain’s dots', async () => {
    const admin = {
      students: vi.fn(async () => page([row(1, 'Ana Núñez')], 1)),
      groupOptions: vi.fn(async () => ({ groups: [] })),
    } as unknown as AdminApi;
    await roster(admin, createMemoryHistory({ initialEntries: ['/admin/estudiantes'] }));
    await screen.findByText('Ana Núñez');
    const underName = document.querySelector('[data-under-name]');
    expect(underName?.textContent).toBe('ana.núñez@correo.pe');
    expect([...(underName?.querySelectorAll('wbr') ?? [])].map((wbr) => wbr.nextSibling?.textContent)).toEqual(['@correo.pe', '.pe']);
  });
});

describe('adding students to a group (issue 54 §6)', () => {
  const december = { id: 3, name: 'Diciembre 2026', examDate: '2026-12-09', members: 0 };
  const figures = { members: 0, activeLastWeek: 0, readiness: { bands: [], noData: 0 }, topics: [] };

  async function groupPage() {
    const november = { id: 2, name: 'Noviembre 2026' };
    const january = { id: 4, name: 'Enero 2027' };
    const found = [row(11, 'Ana Uno', november), row(12, 'Ana Dos', november), row(13, 'Ana Tres', january), row(14, 'Ana Cuatro')];
    const admin = {
      group: vi.fn(async () => ({ group: december, figures })),
      students: vi.fn(async (params: { q?: string; group?: number }) => (params.group !== undefined ? page([], 0) : page(found, found.length))),
      addToGroup: vi.fn(async () => ({ moved: 4, group: december })),
    } as unknown as AdminApi;
    const root = createRootRoute({ component: () => <GroupPage groupId={3} /> });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    render(
      <Console admin={admin}>
        <RouterProvider router={router} />
      </Console>,
    );
    return admin;
  }

  it('offers no bulk add for an empty search, and asks (naming who leaves which group) before moving a search’s results', async () => {
    const admin = await groupPage();
    await screen.findByText('Ana Cuatro');
    expect(screen.queryByRole('button', { name: /Añadir los/ })).toBeNull();

    await userEvent.type(screen.getByLabelText('Buscar estudiantes por nombre o correo'), 'ana');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir los 4 de esta lista' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Añadir 4 estudiantes a «Diciembre 2026»?' });
    expect(within(dialog).getByText('2 dejan el grupo «Noviembre 2026».')).toBeTruthy();
    expect(within(dialog).getByText('1 deja el grupo «Enero 2027».')).toBeTruthy();
    expect(within(dialog).getByText('1 no estaba en ningún grupo.')).toBeTruthy();
    expect(admin.addToGroup).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, añadir' }));
    await waitFor(() => expect(admin.addToGroup).toHaveBeenCalledWith(3, [11, 12, 13, 14]));
  });

  it('writes each email whole under the name, its line breaks offered before the @ and the domain’s dots (a narrow phone column)', async () => {
    await groupPage();
    const email = await screen.findByText((_, element) => element?.textContent === 'ana.cuatro@correo.pe' && element.querySelector('wbr') !== null);
    expect([...email.querySelectorAll('wbr')].map((wbr) => wbr.nextSibling?.textContent)).toEqual(['@correo.pe', '.pe']);
  });

  it('asks before taking one student out of their group, and adds one in no group at once', async () => {
    const admin = await groupPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir a Ana Uno al grupo' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Añadir a Ana Uno a «Diciembre 2026»?' });
    expect(within(dialog).getByText('Deja el grupo «Noviembre 2026».')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(admin.addToGroup).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a Ana Cuatro al grupo' }));
    await waitFor(() => expect(admin.addToGroup).toHaveBeenCalledWith(3, [14]));
  });
});
