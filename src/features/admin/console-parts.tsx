/**
 * Pieces every console screen uses: the admin API from the layout, a read's three states (loading,
 * error with 'Reintentar', data; the reads themselves: console-queries.ts), the search box, sortable
 * column headers and the pager.
 */
import { Box, Button, Flex, Input, Spinner, Stack, Text, type TextProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, createContext, useContext, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Field } from '../../components/chakra/field';
import { Table } from '../../components/chakra/table';
import { notify } from '../../components/ui/notify';
import StatusAlert from '../../components/ui/status-alert';
import { ApiError, OfflineError } from '../../lib/api/api-client';
import type { AdminApi, SortDir } from './admin-api';

export const AdminApiContext = createContext<AdminApi | null>(null);

export function useAdmin(): AdminApi {
  const admin = useContext(AdminApiContext);
  if (!admin) throw new Error('useAdmin outside the console layout');
  return admin;
}

export function errorText(error: unknown): string {
  return error instanceof ApiError || error instanceof OfflineError ? error.message : 'Ocurrió un error inesperado. Inténtalo de nuevo.';
}

export function Loading({ label }: { label: string }) {
  return (
    <Flex role="status" alignItems="center" gap="3" paddingBlock="6">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap="3" paddingBlock="4">
      <StatusAlert status="error" role="alert" title={message} />
      <Button variant="outline" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </Flex>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="lg" padding="6" textAlign="center" color="fg.muted">
      {children}
    </Box>
  );
}

/** A search box with its magnifier, under its label (the screens' search as the operator types). */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root maxWidth="md">
      <Field.Label>{label}</Field.Label>
      <Box position="relative" width="full">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
          <Search size={16} aria-hidden />
        </Box>
        <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} paddingStart="9" bg="bg" />
      </Box>
    </Field.Root>
  );
}

/** A column header that sorts by its column: a button inside, the order in aria-sort. */
export function SortHeader<K extends string>(props: {
  label: string;
  column: K;
  sort: K;
  dir: SortDir;
  onSort: (column: K, dir: SortDir) => void;
  numeric?: boolean;
  firstDir?: SortDir;
  /** A column shown only from this breakpoint up (the table's css hides `[data-wide]` below it). */
  wide?: string;
}) {
  const { label, column, sort, dir, onSort, numeric, firstDir = 'asc', wide } = props;
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" data-wide={wide} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ textAlign: numeric ? 'end' : 'start' }}>
      <Button
        variant="plain"
        size="sm"
        paddingInline="0"
        fontWeight="semibold"
        color="fg"
        onClick={() => onSort(column, active ? (dir === 'asc' ? 'desc' : 'asc') : firstDir)}
      >
        {label}
        <Icon aria-hidden size={14} opacity={active ? 1 : 0.5} />
      </Button>
    </th>
  );
}

/** 'Página 2 de 3' with its two buttons; nothing when everything fits one page. */
export function Pager(props: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const { page, pageSize, total, onPage, label } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={label} alignItems="center" justifyContent="flex-end" gap="3" marginTop="4" wrap="wrap">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Página {page} de {pages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </Flex>
  );
}

/**
 * A wide table's frame: it scrolls sideways on a tablet, and the keyboard can scroll it too. It is
 * the containing block of the table's screen-reader-only texts (absolutely placed), which would
 * otherwise widen the page.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      role="region"
      aria-label={label}
      tabIndex={0}
      position="relative"
      overflowX="auto"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      focusRing="outside"
      // A row's header cell (th scope=row) looks like the cells of its row (Chakra's native table
      // styles only td in the body), the size 'sm' tables use.
      css={{ '& tbody th': { paddingInline: '2', paddingBlock: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'middle' } }}
    >
      {children}
    </Box>
  );
}

/** Hands a file made in the browser to the operator as a download. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The words of a link in the console: underlined and bold, in the accent colour (inside a RouterLink). */
export function LinkText({ children, ...props }: TextProps) {
  return (
    <Text as="span" color="colorPalette.fg" textDecoration="underline" fontWeight="semibold" {...props}>
      {children}
    </Text>
  );
}

/** A student's name, linking to their page. */
export function StudentLink({ id, name }: { id: number; name: string }) {
  return (
    <RouterLink to="/admin/estudiantes/$studentId" params={{ studentId: String(id) }}>
      <LinkText>{name}</LinkText>
    </RouterLink>
  );
}

/**
 * A student's email under the name: a narrow column breaks it before the '@' (rosa.quispe /
 * @correo.pe), and the domain before a dot only where it does not fit a line of its own (@academia / .pe),
 * not a letter off a word's end.
 */
export function EmailUnderName({ email, ...props }: { email: string } & TextProps) {
  const at = email.lastIndexOf('@');
  return (
    <Text fontSize="xs" color="fg.muted" fontWeight="normal" overflowWrap="anywhere" {...props}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {/* A box of its own: the domain moves to the next line whole when it fits there. */}
          <span style={{ display: 'inline-block' }}>
            {email
              .slice(at)
              .split(/(?=\.)/)
              .map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
          </span>
        </>
      ) : (
        email
      )}
    </Text>
  );
}

/** The header of a table's last column, the row's buttons (or links): named for screen readers only. */
export function ActionsHeader({ label = 'Acciones' }: { label?: string }) {
  return (
    <th scope="col">
      <Text as="span" srOnly>
        {label}
      </Text>
    </th>
  );
}

/** A column of a console table: its header's text (aligned to the end for figures), another header cell, or none. */
export type Column = string | { label: string; align: 'end' } | ReactElement | false;

/**
 * A console table in its frame (TableFrame): a caption if given, the header row, then the rows
 * (`children`). A table that reads in pages says `refreshing`: it is dimmed and marked busy while
 * the next page is on its way.
 */
export function ConsoleTable(props: { label: string; columns: readonly Column[]; caption?: string; refreshing?: boolean; children: ReactNode }) {
  const { label, columns, caption, refreshing, children } = props;
  return (
    <TableFrame label={label}>
      <Table.Root size="sm" native opacity={refreshing === undefined ? undefined : refreshing ? 0.6 : 1} aria-busy={refreshing}>
        {caption && <caption style={{ textAlign: 'start', padding: '0.5rem', fontWeight: 600 }}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) =>
              typeof column === 'string' ? (
                <th key={i} scope="col">
                  {column}
                </th>
              ) : column && 'align' in column ? (
                <th key={i} scope="col" style={{ textAlign: column.align }}>
                  {column.label}
                </th>
              ) : (
                <Fragment key={i}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table.Root>
    </TableFrame>
  );
}

/**
 * A screen's paged read as a table: 'Cargando…' while it loads, its failure with 'Reintentar',
 * `empty` when it found nothing, else the page's rows in a ConsoleTable (dimmed while the next page
 * is on its way) and the pager under it, the two in a Stack when `stacked`.
 */
export function PagedTable<T extends { page: number; pageSize: number; total: number }>(props: {
  load: UseQueryResult<T>;
  loading: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  stacked?: boolean;
  /** The table's name and columns, and the pager's name. */
  table: { label: string; columns: readonly Column[]; pager: string };
  rows: (data: T) => ReactNode;
}) {
  const { load, loading, empty, onPage, stacked, table, rows } = props;
  const page = load.isSuccess && load.data.total > 0 && (
    <>
      <ConsoleTable label={table.label} columns={table.columns} refreshing={load.isFetching}>
        {rows(load.data)}
      </ConsoleTable>
      <Pager page={load.data.page} pageSize={load.data.pageSize} total={load.data.total} onPage={onPage} label={table.pager} />
    </>
  );
  return (
    <>
      {load.isPending && <Loading label={loading} />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.total === 0 && <Empty>{empty}</Empty>}
      {page && (stacked ? <Stack gap="3">{page}</Stack> : page)}
    </>
  );
}

/**
 * A console form in its card: a heading (`title`) or a name for screen readers (`label`), the fields,
 * and the failure of its last submission under them, announced.
 */
export function FormCard(props: { title?: string; label?: string; onSubmit: (event: FormEvent) => void; error?: string | null; marginBottom?: string; children: ReactNode }) {
  const { title, label, onSubmit, error, marginBottom = '5', children } = props;
  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="l3" padding={{ base: '4', md: '5' }} marginBottom={marginBottom}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {title && (
          <Text as="h2" fontWeight="bold" marginBottom="3">
            {title}
          </Text>
        )}
        {children}
        {error && (
          <Text role="alert" color="red.fg" fontWeight="medium" marginTop="3">
            {error}
          </Text>
        )}
      </form>
    </Box>
  );
}

/**
 * A console form's submission, as a TanStack Query mutation: `saving` while `work` runs, and as
 * `error` its failure or the message it returns (input it refuses before asking the server).
 */
export function useSubmission(work: () => Promise<string | void>) {
  const mutation = useMutation({ mutationFn: work });
  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }
  const refused = typeof mutation.data === 'string' ? mutation.data : null;
  return { submit, saving: mutation.isPending, error: mutation.isError ? errorText(mutation.error) : refused };
}

/** A console change's failure told in a toast (for changes made from a button, with no form to show it). */
export function failureToast(title: string) {
  return (error: unknown) => notify({ type: 'error', title, description: errorText(error) });
}

/**
 * A change confirmed in place ('Retirar' a notice, 'Anular' a code): the first click asks, the
 * second makes it, and a toast tells how it went. After a success the buttons stay busy until the
 * row is read again (it then shows the change).
 */
export function ConfirmInPlace(props: {
  /** The button and its name for screen readers; the confirmation's name, question, button and busy text. */
  texts: { action: string; actionLabel: string; group: string; question: string; confirm: string; confirming: string };
  change: () => Promise<unknown>;
  toasts: { done: { title: string; description: string }; failure: string };
  onDone: () => void;
}) {
  const { texts, change, toasts, onDone } = props;
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: change,
    onSuccess: () => {
      notify({ type: 'success', ...toasts.done });
      onDone();
    },
    onError: failureToast(toasts.failure),
  });
  const busy = run.isPending || run.isSuccess;
  if (!asking)
    return (
      <Button size="xs" variant="outline" onClick={() => setAsking(true)} aria-label={texts.actionLabel}>
        {texts.action}
      </Button>
    );
  return (
    <Flex gap="1" alignItems="center" wrap="wrap" role="group" aria-label={texts.group}>
      <Text as="span" fontSize="xs">
        {texts.question}
      </Text>
      <Button size="xs" colorPalette="red" onClick={() => run.mutate()} loading={busy} loadingText={texts.confirming}>
        {texts.confirm}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
        Cancelar
      </Button>
    </Flex>
  );
}
