// @vitest-environment jsdom
/**
 * The console's server state (issue 37 §3): a change reads again the lists it touched, a failed read
 * is shown with its message and not retried on its own, and the key families cover the lists a
 * change can alter.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import type { AdminApi, GroupSummary } from '@/features/admin/admin-api';
import { AdminApiContext, useAdmin } from '@/features/admin/console-parts';
import { consoleKeys, createConsoleQueryClient, useRefresh } from '@/features/admin/console-queries';
import { GroupSelect } from '@/features/admin/group-select';
import { appSystem } from '@/theme/system';

afterEach(cleanup);

const group = (id: number, name: string): GroupSummary => ({ id, name, examDate: null, members: 0 });

/** What the groups page does after creating a group: the call, then the refresh of the groups. */
function CreateGroup() {
  const admin = useAdmin();
  const refresh = useRefresh();
  return (
    <button
      type="button"
      onClick={async () => {
        await admin.createGroup({ name: 'Turno noche', examDate: null });
        await refresh(consoleKeys.groups.all);
      }}
    >
      Crear grupo
    </button>
  );
}

function Console({ admin }: { admin: AdminApi }) {
  const [client] = useState(createConsoleQueryClient);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={client}>
        <AdminApiContext.Provider value={admin}>
          <GroupSelect label="Grupo" value="" onChange={() => undefined} noneLabel="Todos" />
          <CreateGroup />
        </AdminApiContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

describe('console queries', () => {
  it('reads the group selector again after a group is created', async () => {
    const groups = [group(1, 'Turno mañana')];
    const admin = {
      groupOptions: vi.fn(async () => ({ groups: [...groups] })),
      createGroup: vi.fn(async (body: { name: string }) => {
        groups.push(group(2, body.name));
        return { group: groups[1] };
      }),
    } as unknown as AdminApi;
    render(<Console admin={admin} />);
    expect(await screen.findByText('Turno mañana', { selector: 'option' })).toBeTruthy();
    expect(screen.queryByText('Turno noche', { selector: 'option' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Crear grupo' }));

    expect(await screen.findByText('Turno noche', { selector: 'option' })).toBeTruthy();
    expect(admin.groupOptions).toHaveBeenCalledTimes(2);
  });

  it('shows a failed read with its message and does not retry it on its own', async () => {
    const admin = { groupOptions: vi.fn(async () => Promise.reject(new ApiError(500, 'El servidor no responde.'))) } as unknown as AdminApi;
    render(<Console admin={admin} />);
    expect(await screen.findByText('No se pudieron cargar los grupos: El servidor no responde.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(admin.groupOptions).toHaveBeenCalledTimes(1);
  });

  it("covers with a family's key every list of that family", () => {
    const client = createConsoleQueryClient();
    const keys = [
      consoleKeys.students.page({ q: 'ana', sort: 'name', dir: 'asc', page: 2 }),
      consoleKeys.students.page({ group: 3, page: 1 }),
      consoleKeys.students.outside(3, { q: '', page: 1 }),
      consoleKeys.groups.page(1),
      consoleKeys.groups.options,
      consoleKeys.groups.one(3),
      consoleKeys.student(7),
    ];
    for (const queryKey of keys) client.setQueryData(queryKey, {});
    const under = (queryKey: readonly unknown[]) => client.getQueryCache().findAll({ queryKey }).length;
    // A student moved into or out of a group: the group's members and the searches to add more.
    expect(under(consoleKeys.students.all)).toBe(3);
    // A group created, renamed or deleted: its page, the selectors and the list.
    expect(under(consoleKeys.groups.all)).toBe(3);
    expect(under(consoleKeys.all)).toBe(keys.length);
  });
});
