/**
 * /admin/resultados: 'Resultados del examen' (issue 49 §4). Whether readiness predicts the real exam:
 * per readiness band (on the morning of the exam) and per group, how many said how it went, how many
 * passed, the model's predicted pass rate and the observed one, and the Brier score; downloadable as
 * CSV. A band with fewer answers than the table's minimum is marked: its observed rate is not yet a
 * measure (shared/exam-outcomes.ts says why 43).
 */
import { Badge, Button, Flex, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import Papa from 'papaparse';
import { useState } from 'react';
import type { OutcomeTable, OutcomeTableRow } from '../../../shared/exam-outcomes';
import { ScreenHeader } from '../console-layout';
import { ConsoleTable, Empty, LoadError, Loading, errorText, saveFile, useAdmin } from '../console-parts';
import { consoleKeys, useConsoleQuery } from '../console-queries';
import { percentText } from '../format';

const rate = (share: number | null) => (share === null ? '—' : percentText(share));
const brierText = (brier: number | null) => (brier === null ? '—' : brier.toFixed(3).replace('.', ','));

/** The table as CSV (PapaParse), every group and band, rates as 0–1 with a point (spreadsheets read them). */
export function resultsCsv(table: OutcomeTable): string {
  return Papa.unparse({
    fields: ['grupo', 'preparacion', 'n', 'aprobaron', 'tasa_predicha', 'tasa_observada', 'brier', 'respuestas_suficientes'],
    data: table.rows.map((r) => [r.group.name, r.bandLabel, r.n, r.passed, r.predicted?.toFixed(4) ?? '', r.observed?.toFixed(4) ?? '', r.brier?.toFixed(4) ?? '', r.enough ? 'sí' : 'no']),
  });
}

function ResultRow({ row, minAnswers }: { row: OutcomeTableRow; minAnswers: number }) {
  return (
    <tr>
      <th scope="row">{row.band === 'all' ? <Text fontWeight="semibold">Todas</Text> : row.bandLabel}</th>
      <td>{row.n}</td>
      <td>{row.passed}</td>
      <td>{rate(row.predicted)}</td>
      <td>{rate(row.observed)}</td>
      <td>{brierText(row.brier)}</td>
      <td>
        {row.n === 0 ? (
          <Text color="fg.muted">Sin respuestas</Text>
        ) : row.enough ? (
          <Badge colorPalette="green">Suficientes</Badge>
        ) : (
          <Badge colorPalette="orange" title={`Menos de ${minAnswers} respuestas: la tasa observada todavía no es una medida`}>
            Pocas respuestas
          </Badge>
        )}
      </td>
    </tr>
  );
}

export function ExamResultsPage() {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.examResults, () => admin.examResults());
  const [group, setGroup] = useState('all');
  const table = load.data;
  const groups = table ? [...new Map(table.rows.map((r) => [String(r.group.id), r.group.name])).entries()] : [];
  const shown = table?.rows.filter((r) => String(r.group.id) === group) ?? [];
  const measured = table ? table.rows.filter((r) => r.group.id === 'all' && r.band === 'all')[0]?.n ?? 0 : 0;
  return (
    <>
      <ScreenHeader
        title="Resultados del examen"
        description="¿Acierta la preparación? Después de su fecha de examen, cada estudiante puede decir cómo le fue. Aquí, por nivel de preparación la mañana del examen y por grupo: cuántos respondieron, cuántos aprobaron, la tasa de aprobación que predecía el modelo y la observada."
      />
      {load.isPending && <Loading label="Cargando los resultados del examen..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {table && measured === 0 && (
        <Empty>Todavía nadie dijo si aprobó o no el examen (con su preparación estimada). Los estudiantes pueden responderlo en Mi progreso después de su fecha de examen.</Empty>
      )}
      {table && measured > 0 && (
        <Stack gap="4">
          <Flex gap="3" wrap="wrap" alignItems="flex-end" justifyContent="space-between">
            <Stack gap="1">
              <chakra.label htmlFor="resultados-grupo" fontSize="sm" fontWeight="semibold">
                Grupo
              </chakra.label>
              <NativeSelect.Root width="64">
                <NativeSelect.Field id="resultados-grupo" value={group} onChange={(e) => setGroup(e.currentTarget.value)} bg="bg">
                  {groups.map(([id, name]) => (
                    <option key={id} value={id}>
                      {id === 'all' ? 'Todos los grupos' : name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <Button variant="outline" onClick={() => saveFile(new Blob([resultsCsv(table)], { type: 'text/csv;charset=utf-8' }), 'resultados-del-examen.csv')}>
              <Download aria-hidden />
              Descargar CSV
            </Button>
          </Flex>
          <ConsoleTable label="Resultados del examen por preparación" columns={['Preparación', 'Respuestas', 'Aprobaron', 'Predicha', 'Observada', 'Brier', '¿Es una medida?']}>
            {shown.map((row) => (
              <ResultRow key={`${row.group.id}-${row.band}`} row={row} minAnswers={table.minAnswers} />
            ))}
          </ConsoleTable>
          <Text fontSize="sm" color="fg.muted">
            Cuentan las respuestas «Aprobé» y «No aprobé» de quienes tenían una preparación estimada (al menos un examen respondido) la mañana de su examen
            {table.notYet > 0 || table.withoutReadiness > 0 ? ` (no cuentan: ${table.notYet} «Todavía no» y ${table.withoutReadiness} sin preparación estimada)` : ''}. Predicha: la
            media de la probabilidad de aprobar que el modelo daba a cada estudiante, a partir de su preparación y su rango, en un examen de 10 preguntas con 60&nbsp;% para
            aprobar. Brier: la media de (probabilidad − resultado)²; 0 es acertar siempre, 0,25 es decir 50&nbsp;% a todos. Un nivel necesita {table.minAnswers} respuestas para
            que su tasa observada sea una medida (un intervalo del 95&nbsp;% de ±15 puntos); hasta entonces se marca «Pocas respuestas», y los estudiantes solo ven la
            estimación del modelo con su rango, nunca una promesa de aprobar.
          </Text>
        </Stack>
      )}
    </>
  );
}
