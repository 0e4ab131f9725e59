/**
 * /admin/estudiantes/$id: one student: access and figures, the access actions and a password reset
 * link, correcting their name or email and deleting them (issue 54 §3), results by topic, and every
 * attempt, each opening its review as the student saw it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Mail, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FigureStat } from '../../components/ui/figure-stat';
import { notify } from '../../components/ui/notify';
import { countOf, formatDateTime } from '../../shared/spanish-format';
import type { StudentDetail, StudentRow } from './admin-api';
import { BackTo, ScreenHeader } from './console-layout';
import { GroupSelect } from './group-select';
import { ActionsHeader, ConsoleTable, Empty, LinkText, LoadError, Loading, errorText, failureToast, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { accessActionLabel, momentText, percentText, readinessText } from './format';
import { AttemptReviewPage } from './attempt-review-page';
import { ConfirmMoveDialog } from './move-dialog';
import { AccessDialog, DeleteStudentDialog, EditStudentDialog, HandOverLinkDialog, RevokeDialog } from './student-dialogs';
import { AccessBadge } from './students-page';

const CARD = { bg: 'bg', borderWidth: '1px', rounded: 'xl', padding: { base: '4', md: '5' } } as const;

function Topics({ topics }: { topics: StudentDetail['topics'] }) {
  const answered = topics.filter((t) => t.answered > 0);
  return (
    <Box as="section" aria-labelledby="por-tema" css={CARD}>
      <Heading as="h2" size="md" id="por-tema" marginBottom="3">
        Resultados por tema
      </Heading>
      {answered.length === 0 ? (
        <Text color="fg.muted">Aún no respondió preguntas en exámenes.</Text>
      ) : (
        <ConsoleTable label="Resultados por tema" columns={['Tema', { label: 'Respondidas', align: 'end' }, { label: 'Correctas', align: 'end' }, { label: 'Acierto', align: 'end' }]}>
          {topics.map((t) => (
            <tr key={t.topic}>
              <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start' }}>
                {t.topic}. {t.title}
              </th>
              <td style={{ textAlign: 'end' }}>{t.answered}</td>
              <td style={{ textAlign: 'end' }}>{t.correct}</td>
              <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{t.answered === 0 ? <Text as="span" color="fg.muted">Sin datos</Text> : percentText(t.correct / t.answered)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Box>
  );
}

/**
 * The attempts figure counts published exams, as the list's column and the best score do; the table
 * below also lists 'Repetir solo mis errores', so the figure says how many of those it leaves out
 * rather than read 'Intentos 5' above six rows (issue 32).
 */
function AttemptCount({ exams, listed }: { exams: number; listed: number }) {
  const reviews = listed - exams;
  return (
    <>
      {exams}
      {reviews > 0 && (
        <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
          y {countOf(reviews, 'repaso de errores', 'repasos de errores')}
        </Text>
      )}
    </>
  );
}

function Attempts({ studentId, attempts }: { studentId: number; attempts: StudentDetail['attempts'] }) {
  return (
    <Box as="section" aria-labelledby="intentos" css={CARD}>
      <Heading as="h2" size="md" id="intentos" marginBottom="3">
        Intentos
      </Heading>
      {attempts.length === 0 ? (
        <Empty>Aún no terminó ningún examen.</Empty>
      ) : (
        <ConsoleTable label="Intentos del estudiante" columns={['Examen', 'Terminado', { label: 'Nota', align: 'end' }, 'Resultado', <ActionsHeader key="actions" label="Revisión" />]}>
          {attempts.map((a) => (
            <tr key={a.id}>
              <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start' }}>
                {a.examTitle}
              </th>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.finishedAt)}</td>
              <td style={{ textAlign: 'end' }}>
                {a.score}% ({a.correct}/{a.total})
              </td>
              <td>
                <Badge colorPalette={a.passed ? 'green' : 'red'} variant="subtle">
                  {a.passed ? 'Aprobado' : 'No aprobado'}
                </Badge>
              </td>
              <td>
                <RouterLink to="/admin/estudiantes/$studentId" params={{ studentId: String(studentId) }} search={{ intento: a.id }}>
                  <LinkText whiteSpace="nowrap">
                    Ver revisión
                    <Text as="span" srOnly>
                      {` de ${a.examTitle}, ${formatDateTime(a.finishedAt)}`}
                    </Text>
                  </LinkText>
                </RouterLink>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Box>
  );
}

/**
 * The student's group (issue 36 §2): chosen here, saved at once; one group at most. Moving them out
 * of the group they are in asks first (issue 54 §6).
 */
function StudentGroup({ student, onChanged }: { student: StudentRow; onChanged: () => void }) {
  const admin = useAdmin();
  const options = useConsoleQuery(consoleKeys.groups.options, () => admin.groupOptions());
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);
  const change = useMutation({
    mutationFn: async (value: string) => {
      if (value) await admin.addToGroup(Number(value), [student.id]);
      else if (student.group) await admin.removeFromGroup(student.group.id, student.id);
    },
    onSuccess: (_, value) => {
      setAsking(null);
      notify({ type: 'success', title: 'Grupo guardado', description: value ? `${student.name} está ahora en el grupo.` : `${student.name} ya no está en ningún grupo.` });
      onChanged();
    },
    onError: failureToast('No se pudo cambiar el grupo'),
  });
  function choose(value: string) {
    const target = options.data?.groups.find((g) => String(g.id) === value);
    if (target && student.group && student.group.id !== target.id) setAsking({ id: target.id, name: target.name });
    else change.mutate(value);
  }
  return (
    <>
      <GroupSelect
        label="Grupo"
        value={student.group ? String(student.group.id) : ''}
        onChange={choose}
        noneLabel="Sin grupo"
        disabled={change.isPending}
        helper="Recibe la fecha de examen del grupo si no eligió la suya."
      />
      {asking && (
        <ConfirmMoveDialog students={[student]} group={asking} busy={change.isPending} onConfirm={() => change.mutate(String(asking.id))} onClose={() => setAsking(null)} />
      )}
    </>
  );
}

export function StudentPage({ studentId, attemptId }: { studentId: number; attemptId?: string }) {
  if (attemptId) return <AttemptReviewPage studentId={studentId} attemptId={attemptId} />;
  return <StudentOverview studentId={studentId} />;
}

function StudentOverview({ studentId }: { studentId: number }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.student(studentId), () => admin.student(studentId));
  const queries = useQueryClient();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'access' | 'revoke' | 'edit' | 'delete' | null>(null);
  /** The one-time link to hand over (no SMTP), while its dialog is open. */
  const [handOver, setHandOver] = useState<string | null>(null);
  const sendResetLink = useMutation({
    mutationFn: (row: StudentRow) => admin.sendResetLink(row.id),
    onSuccess: (answer, row) => {
      if (answer.link) setHandOver(answer.link);
      else notify({ type: 'success', title: 'Enlace enviado', description: `Enviamos a ${row.email} un enlace para restablecer su contraseña.` });
    },
    onError: failureToast('No se pudo enviar el enlace'),
  });

  if (load.isPending) return <Loading label="Cargando estudiante..." />;
  if (load.isError) {
    return (
      <>
        <BackTo label="Estudiantes" />
        <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />
      </>
    );
  }
  const detail = load.data;
  const { student } = detail;
  const updated = (row: StudentRow) => {
    queries.setQueryData(consoleKeys.student(studentId), { ...detail, student: row });
    setDialog(null);
  };

  return (
    <>
      <ScreenHeader
        back={<BackTo label="Estudiantes" />}
        title={student.name}
        description={student.email}
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('access')}>
              {accessActionLabel(student.access)}
            </Button>
            {student.access.status === 'active' && (
              <Button variant="outline" colorPalette="red" onClick={() => setDialog('revoke')}>
                Revocar acceso
              </Button>
            )}
            <Button variant="outline" onClick={() => sendResetLink.mutate(student)} loading={sendResetLink.isPending} loadingText="Enviando...">
              <Mail aria-hidden />
              Enviar enlace para restablecer contraseña
            </Button>
            <Button variant="outline" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden />
              Editar datos
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden />
              Eliminar estudiante
            </Button>
          </>
        }
      />
      <Box display="grid" gap="5">
        <SimpleGrid as="dl" columns={{ base: 2, lg: 5 }} gap="4" css={CARD}>
          <FigureStat label="Acceso" value={<AccessBadge access={student.access} />} valueSize="md" />
          <FigureStat label="Última actividad" value={momentText(detail.lastActivityAt)} valueSize="sm" />
          <FigureStat label="Intentos" value={<AttemptCount exams={student.attempts} listed={detail.attempts.length} />} valueSize="xl" />
          <FigureStat label="Mejor nota" value={student.bestScore === null ? '—' : `${student.bestScore}%`} valueSize="xl" />
          <FigureStat label="Preparación estimada" value={readinessText(student.readiness)} valueSize="md" />
        </SimpleGrid>
        <StudentGroup student={student} onChanged={() => void refresh(consoleKeys.student(studentId))} />
        <Attempts studentId={student.id} attempts={detail.attempts} />
        <Topics topics={detail.topics} />
      </Box>
      {dialog === 'access' && <AccessDialog student={student} onClose={() => setDialog(null)} onSaved={updated} />}
      {dialog === 'revoke' && <RevokeDialog student={student} onClose={() => setDialog(null)} onRevoked={updated} />}
      {dialog === 'edit' && (
        <EditStudentDialog
          student={student}
          onClose={() => setDialog(null)}
          onSaved={(row) => {
            updated(row);
            void refresh(consoleKeys.students.all);
          }}
        />
      )}
      {dialog === 'delete' && (
        <DeleteStudentDialog
          student={student}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            void refresh(consoleKeys.students.all);
            void navigate({ to: '/admin/estudiantes' });
          }}
        />
      )}
      {handOver && <HandOverLinkDialog student={student} link={handOver} onClose={() => setHandOver(null)} />}
    </>
  );
}
