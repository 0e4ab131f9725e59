/**
 * /admin/reportes: what students reported about questions, grouped by question (the question with
 * the newest report first, newest first within it), and 'Marcar como resuelto' with a note; each
 * question links to its editor (issue 48), where a publish can resolve its reports with the note.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../components/chakra/field';
import { Badge } from '../../components/chakra/badge';
import { Textarea } from '../../components/chakra/textarea';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../components/ui/notify';
import { formatDateTime, sentence } from '../../shared/spanish-format';
import type { ReportRow, ReportStatus } from './admin-api';
import { ScreenHeader } from './console-layout';
import { Empty, LinkText, LoadError, Loading, errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';

const NOTE_MAX = 1000;
const FILTERS: { value: ReportStatus | 'all'; label: string }[] = [
  { value: 'open', label: 'Abiertos' },
  { value: 'resolved', label: 'Resueltos' },
  { value: 'all', label: 'Todos' },
];

/** Reports in the server's order, grouped by question (the order of first appearance is kept). */
function byQuestion(reports: readonly ReportRow[]): { questionId: string; questionText: string; reports: ReportRow[] }[] {
  const groups = new Map<string, { questionId: string; questionText: string; reports: ReportRow[] }>();
  for (const report of reports) {
    let group = groups.get(report.questionId);
    if (!group) {
      group = { questionId: report.questionId, questionText: report.questionText, reports: [] };
      groups.set(report.questionId, group);
    }
    group.reports.push(report);
  }
  return [...groups.values()];
}

function ResolveForm({ report, onResolved, onCancel }: { report: ReportRow; onResolved: (row: ReportRow) => void; onCancel: () => void }) {
  const admin = useAdmin();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: () => admin.resolveReport(report.id, note.trim()),
    onSuccess: (row) => {
      notify({ type: 'success', title: 'Reporte resuelto' });
      onResolved(row);
    },
    onError: (error) => setProblem(errorText(error)),
  });
  const busy = resolve.isPending;
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (note.trim().length > NOTE_MAX) {
      setProblem(`La nota puede tener hasta ${NOTE_MAX} caracteres.`);
      return;
    }
    resolve.mutate();
  }
  return (
    <form onSubmit={submit} noValidate style={{ marginTop: 'var(--chakra-spacing-3)' }}>
      <Field.Root invalid={!!problem}>
        <Field.Label>Nota (opcional)</Field.Label>
        <Textarea value={note} rows={2} onChange={(e) => setNote(e.target.value)} placeholder="Qué se corrigió, o por qué la pregunta está bien." bg="bg" />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <Flex gap="2" marginTop="2">
        <Button type="submit" size="sm" loading={busy} loadingText="Guardando...">
          Confirmar
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      </Flex>
    </form>
  );
}

/** 'Resuelto por Olga el 24 de noviembre de 2026, 8:21 p. m.' (without its closing period). */
function resolvedText(report: ReportRow): string {
  return `Resuelto${report.resolvedBy ? ` por ${report.resolvedBy.name}` : ''}${report.resolvedAt ? ` el ${formatDateTime(report.resolvedAt)}` : ''}`;
}

function ReportCard({ report, onResolved }: { report: ReportRow; onResolved: (row: ReportRow) => void }) {
  const [resolving, setResolving] = useState(false);
  return (
    <Box as="li" borderWidth="1px" rounded="lg" padding="4" bg="bg">
      <Flex gap="2" justifyContent="space-between" alignItems="flex-start" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">{report.student.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {report.student.email} · {formatDateTime(report.at)}
          </Text>
        </Box>
        <Badge colorPalette={report.status === 'open' ? 'orange' : 'green'} variant="subtle">
          {report.status === 'open' ? 'Abierto' : 'Resuelto'}
        </Badge>
      </Flex>
      <Text marginTop="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {report.text}
      </Text>
      {report.status === 'resolved' && (
        <Text fontSize="sm" color="fg.muted" marginTop="2">
          {report.note ? `${resolvedText(report)}: «${report.note}»` : sentence(resolvedText(report))}
        </Text>
      )}
      {report.status === 'open' &&
        (resolving ? (
          <ResolveForm report={report} onCancel={() => setResolving(false)} onResolved={onResolved} />
        ) : (
          <Button size="sm" variant="outline" marginTop="3" onClick={() => setResolving(true)}>
            Marcar como resuelto
            <Text as="span" srOnly>
              {`: reporte de ${report.student.name}`}
            </Text>
          </Button>
        ))}
    </Box>
  );
}

export function ReportsPage() {
  const admin = useAdmin();
  const [status, setStatus] = useState<ReportStatus | 'all'>('open');
  const load = useConsoleQuery(consoleKeys.reports.list(status), () => admin.reports(status));
  const queries = useQueryClient();

  const resolved = (row: ReportRow) => {
    if (!load.isSuccess) return;
    queries.setQueryData(consoleKeys.reports.list(status), { reports: load.data.reports.map((r) => (r.id === row.id ? row : r)) });
  };

  return (
    <>
      <ScreenHeader title="Reportes" description="Errores que los estudiantes encontraron en las preguntas, agrupados por pregunta, los más recientes primero." />
      <Flex role="group" aria-label="Mostrar" gap="2" marginBottom="4">
        {FILTERS.map((f) => (
          <Button key={f.value} size="sm" variant={status === f.value ? 'solid' : 'outline'} aria-pressed={status === f.value} onClick={() => setStatus(f.value)}>
            {f.label}
          </Button>
        ))}
      </Flex>
      {load.isPending && <Loading label="Cargando reportes..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.reports.length === 0 && (
        <Empty>{status === 'open' ? 'No hay reportes abiertos.' : status === 'resolved' ? 'Aún no se resolvió ningún reporte.' : 'Aún no hay reportes.'}</Empty>
      )}
      {load.isSuccess && load.data.reports.length > 0 && (
        <Stack gap="6">
          {byQuestion(load.data.reports).map((group) => (
            <Box as="section" key={group.questionId} aria-labelledby={`pregunta-${group.questionId}`}>
              <Heading as="h2" size="md" id={`pregunta-${group.questionId}`} marginBottom="2">
                Pregunta {group.questionId}: {group.questionText}
              </Heading>
              <Flex gap="3" alignItems="baseline" wrap="wrap" marginBottom="2">
                <Text fontSize="sm" color="fg.muted">
                  {group.reports.length === 1 ? '1 reporte' : `${group.reports.length} reportes`}
                </Text>
                <RouterLink to="/admin/preguntas/$questionId" params={{ questionId: group.questionId }}>
                  <LinkText fontSize="sm">
                    Editar la pregunta
                    <Text as="span" srOnly>
                      {` ${group.questionId}`}
                    </Text>
                  </LinkText>
                </RouterLink>
              </Flex>
              <Stack as="ul" listStyle="none" gap="3">
                {group.reports.map((report) => (
                  <ReportCard key={report.id} report={report} onResolved={resolved} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
