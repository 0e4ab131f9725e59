/**
 * The form of 'Reportar un error': a short text (up to REPORT_MAX_LENGTH characters, with a
 * counter), saved on the device under the signed-in student and handed to the reports outbox.
 * Mounted only while open, so each opening starts empty.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Field } from '../chakra/field';
import { Textarea } from '../chakra/textarea';
import { useId, useState } from 'react';
import { CancelAndAction, DialogFrame } from './dialog-frame';
import StatusAlert from './status-alert';
import { notify } from './notify';
import type { Question } from '../../content/types';
import type { StudentId } from '../../lib/storage/local-store';
import { StorageFullError, saveReport } from '../../lib/storage/indexed-db';
import type { Attempt } from '../../shared/attempt';
import { REPORT_MAX_LENGTH, reportProblem } from '../../shared/report';
import { nudge } from '../../sync/nudge';

export function ReportDialog(props: { studentId: StudentId; attempt?: Pick<Attempt, 'id' | 'examId'>; question: Question; onClose: () => void; onSaved: () => void }) {
  const { studentId, attempt, question, onClose, onSaved } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const counterId = useId();
  const length = text.trim().length;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = reportProblem(text);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await saveReport(studentId, {
        id: crypto.randomUUID(),
        questionId: question.id,
        examId: attempt?.examId,
        attemptId: attempt?.id,
        text: text.trim(),
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      setSaving(false);
      setFailure(error instanceof StorageFullError ? error.message : 'No se pudo guardar tu reporte en este dispositivo. Inténtalo de nuevo.');
      return;
    }
    // Saved on the device: the reports outbox sends it now, or when the network returns.
    nudge('reports');
    notify({
      type: 'success',
      title: 'Gracias por tu reporte',
      description: navigator.onLine ? 'Lo enviamos a la academia para que revise la pregunta.' : 'Quedó guardado en este dispositivo y se enviará a la academia cuando tengas conexión.',
    });
    onSaved();
  }

  return (
    <DialogFrame
      title="Reportar un error"
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      body={
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            «{question.text}»
          </Text>
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <Field.Root invalid={!!problem}>
            <Field.Label>¿Qué está mal en esta pregunta?</Field.Label>
            <Textarea
              value={text}
              rows={5}
              aria-describedby={counterId}
              placeholder="Por ejemplo: la respuesta marcada como correcta no coincide con el material."
              onChange={(e) => {
                setText(e.target.value);
                if (problem) setProblem(reportProblem(e.target.value));
              }}
            />
            <Text id={counterId} fontSize="sm" alignSelf="flex-end" color={length > REPORT_MAX_LENGTH ? 'red.fg' : 'fg.muted'}>
              {length} / {REPORT_MAX_LENGTH} caracteres
            </Text>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </Stack>
      }
      footer={<CancelAndAction onCancel={onClose} busy={saving} action="Enviar reporte" loadingText="Guardando..." />}
    />
  );
}
