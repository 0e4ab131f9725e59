/**
 * 'Reportar un error' under a question of the result review (issue 20) and of Repaso (issue 50 §7),
 * shared by both screens: the button, what became of
 * the student's reports on this question (saved on the device, or received by the academy), and the
 * form, loaded when first opened. A report is written to the device first and sent by the reports
 * outbox (sync/outbox.machine.ts), so it works offline and reaches the academy once.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Question } from '../../content/types';
import type { StudentId } from '../../lib/storage/local-store';
import type { OutboxView } from '../../sync/outboxes';
import { listReports } from '../../lib/storage/indexed-db';
import type { Attempt } from '../../shared/attempt';
import { resolutionText, type Report } from '../../shared/report';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

const ReportDialog = lazyWhenReachable(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** `attempt`: the exam attempt whose review shows the question; none in Repaso. */
export function ReportError(props: { studentId: StudentId; attempt?: Pick<Attempt, 'id' | 'examId'>; question: Question; position: number; outbox: OutboxView }) {
  const { studentId, attempt, question, position } = props;
  const attemptId = attempt?.id;
  const [open, setOpen] = useState(false);
  const [reports, setReports] = useState<Report[]>([]);
  // The academy's word on any of the student's reports on this question (issue 48 §5).
  const [resolution, setResolution] = useState<string | null>(null);
  // Each round of the outbox may have sent one: read the device's copy again.
  const outbox = useSyncExternalStore(props.outbox.subscribe, props.outbox.getState, props.outbox.getState);

  const load = useCallback(() => {
    let cancelled = false;
    void listReports(studentId)
      .then((all) => {
        if (cancelled) return;
        setReports(all.filter((r) => r.attemptId === attemptId && r.questionId === question.id));
        setResolution(resolutionText(all.filter((r) => r.questionId === question.id)));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [studentId, attemptId, question.id]);
  useEffect(load, [load, outbox]);

  const pending = reports.filter((r) => !r.syncedAt).length;
  return (
    <Flex gap="2" alignItems="center" wrap="wrap" justifyContent="flex-end">
      {resolution !== null && (
        <Text fontSize="sm" color="fg.success" role="status">
          {resolution}
        </Text>
      )}
      {reports.length > 0 && resolution === null && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {pending > 0 ? 'Reporte guardado: se enviará cuando haya conexión.' : 'Reporte enviado a la academia.'}
        </Text>
      )}
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        Reportar un error
        <Text as="span" srOnly>
          {` en la pregunta ${position}`}
        </Text>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            studentId={studentId}
            attempt={attempt}
            question={question}
            onClose={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              load();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
