/**
 * Pieces every console screen uses: the admin API from the layout, a read's three states (loading,
 * error with 'Reintentar', data; the reads themselves: console-queries.ts), sortable column headers
 * and the pager.
 */
import { Box, Button, Flex, Spinner, Text, type TextProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
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

/** The header of a table's last column, the row's buttons: named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <Text as="span" srOnly>
        Acciones
      </Text>
    </th>
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
