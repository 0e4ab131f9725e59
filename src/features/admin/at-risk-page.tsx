/**
 * /admin/en-riesgo: 'Estudiantes en riesgo' (issue 36 §4), a list to act on. Each row says why the
 * student is on it (no activity in N days, under the pass mark with the exam near, access ending
 * soon), with 'Enviar aviso' (a message from the operator's mail program) and 'Ver estudiante'.
 * The exam date is the student's own or else their group's; the list filters by group (issue 54 §5).
 */
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../components/chakra/field';
import type { AtRiskPage as AtRiskList, AtRiskReason } from './admin-api';
import { ScreenHeader } from './console-layout';
import { PagedTable, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';
import { GroupSelect, groupFilterOf } from './group-select';
import { percent } from '../../shared/spanish-format';
import { momentText, shortDate } from './format';

const inDaysText = (days: number) => (days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`);

export function reasonText(reason: AtRiskReason, days: number): string {
  switch (reason.kind) {
    case 'inactive':
      return reason.since ? `Sin actividad en más de ${days} días (última: ${momentText(reason.since)})` : 'Aún no ha estudiado';
    case 'behind':
      return `Preparación ${reason.readiness === null ? 'sin datos' : percent(reason.readiness)}, bajo el ${percent(60)}, y su examen es ${inDaysText(reason.daysLeft)} (${shortDate(reason.examDate)})`;
    case 'ending':
      return `Su acceso vence ${inDaysText(reason.daysLeft)} (${shortDate(reason.endsAt)})`;
  }
}

/** A student on the list: who, why, and the two ways to act ('Enviar aviso', 'Ver estudiante'). */
function AtRiskRow({ student, days }: { student: AtRiskList['students'][number]; days: number }) {
  return (
    <tr>
      <td>
        <Text fontWeight="semibold">{student.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {student.email}
        </Text>
      </td>
      <td>
        <Stack as="ul" gap="1" listStyleType="none">
          {student.reasons.map((reason) => (
            <li key={reason.kind}>{reasonText(reason, days)}</li>
          ))}
        </Stack>
      </td>
      <td>
        <Flex gap="2" wrap="wrap">
          <Button asChild size="xs" variant="outline">
            <a href={`mailto:${student.email}?subject=${encodeURIComponent('Naturalización Perú: tu preparación')}`} aria-label={`Enviar aviso a ${student.name}`}>
              <Mail aria-hidden />
              Enviar aviso
            </a>
          </Button>
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/admin/estudiantes/$studentId" params={{ studentId: String(student.id) }} aria-label={`Ver estudiante ${student.name}`}>
              Ver estudiante
            </RouterLink>
          </Button>
        </Flex>
      </td>
    </tr>
  );
}

export function AtRiskPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('7');
  const [days, setDays] = useState(7);
  const [groupValue, setGroupValue] = useState('');
  const group = groupFilterOf(groupValue);
  const load = useConsoleQuery(consoleKeys.atRisk({ page, days, group }), () => admin.atRisk({ page, days, group }));
  return (
    <>
      <ScreenHeader
        title="Estudiantes en riesgo"
        description="Quiénes necesitan un empujón: sin actividad reciente, por debajo del 60&nbsp;% con el examen (su fecha o la de su grupo) a menos de 21 días, o con el acceso por vencer en 7 días."
      />
      <Flex
        as="form"
        gap="3"
        wrap="wrap"
        alignItems="flex-end"
        marginBottom="4"
        onSubmit={(e) => {
          e.preventDefault();
          const value = Number(typed);
          if (Number.isInteger(value) && value >= 1 && value <= 365) {
            setDays(value);
            setPage(1);
          }
        }}
      >
        <Field.Root width="auto">
          <Field.Label>Días sin actividad</Field.Label>
          <Input type="number" min={1} max={365} value={typed} onChange={(e) => setTyped(e.target.value)} width="28" bg="bg" />
        </Field.Root>
        <Button type="submit" variant="outline">
          Actualizar
        </Button>
        <GroupSelect
          label="Grupo"
          value={groupValue}
          withoutGroup
          noneLabel="Todos los grupos"
          onChange={(value) => {
            setGroupValue(value);
            setPage(1);
          }}
        />
      </Flex>
      <PagedTable
        load={load}
        loading="Buscando estudiantes en riesgo..."
        empty={group === undefined ? 'Nadie está en riesgo ahora: todos estudian y ninguna fecha se acerca sin preparación.' : 'Nadie de este grupo está en riesgo ahora.'}
        table={{ label: 'Estudiantes en riesgo', columns: ['Estudiante', 'Por qué', 'Acciones'], pager: 'Páginas de estudiantes en riesgo' }}
        onPage={setPage}
        stacked
        rows={(data) => data.students.map((student) => <AtRiskRow key={student.id} student={student} days={data.days} />)}
      />
    </>
  );
}
