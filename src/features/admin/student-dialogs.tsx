/**
 * The console's dialogs about a student: 'Nuevo estudiante' (the generated password shown once, or
 * the welcome link sent), the access's end date (grant, extend, shorten) and revoking it, correcting
 * the name or email and deleting the student (issue 54 §3). Each is mounted only while open, so
 * every opening starts empty.
 */
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../components/chakra/field';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import StatusAlert from '../../components/ui/status-alert';
import { notify } from '../../components/ui/notify';
import { limaDate } from '../../shared/course-access';
import { isMailbox } from '../../shared/login-rules';
import { formatLongDate } from '../../shared/spanish-format';
import type { CreatedStudent, StudentRow } from './admin-api';
import { errorText, useAdmin } from './console-parts';
import { accessDialogTexts, accessLabel } from './format';


/** 'Último día de acceso' with 'Sin fecha de fin': a calendar day (Lima), or none. */
function EndDateField(props: { value: string; onChange: (value: string) => void; problem?: string | null }) {
  return (
    <Field.Root invalid={!!props.problem}>
      <Field.Label>Último día de acceso (opcional)</Field.Label>
      <Input type="date" value={props.value} min={limaDate(Date.now())} onChange={(e) => props.onChange(e.target.value)} />
      <Field.HelperText>Vacío: acceso sin fecha de fin.</Field.HelperText>
      <Field.ErrorText>{props.problem}</Field.ErrorText>
    </Field.Root>
  );
}

function endDateProblem(value: string): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Escribe una fecha válida.';
  if (value < limaDate(Date.now())) return 'La fecha no puede ser anterior a hoy.';
  return null;
}

const NEW_EMAIL_HELP = 'Con el correo nuevo inicia sesión desde ahora; su contraseña y sus sesiones abiertas siguen igual.';

/** What is wrong with a student's name and email as typed, field by field. */
function nameAndEmailProblems(name: string, email: string): { name?: string; email?: string } {
  return {
    name: name.trim() ? undefined : 'Escribe el nombre del estudiante.',
    email: isMailbox(email.trim()) ? undefined : 'Escribe un correo electrónico válido.',
  };
}

/** 'Nombre completo' and 'Correo electrónico', of a new student or of one corrected. */
function NameAndEmailFields(props: {
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  problems: { name?: string; email?: string };
  nameMaxLength?: number;
  emailHelp?: string;
}) {
  const { name, email, onName, onEmail, problems, nameMaxLength, emailHelp } = props;
  return (
    <>
      <Field.Root invalid={!!problems.name}>
        <Field.Label>Nombre completo</Field.Label>
        <Input value={name} autoComplete="off" maxLength={nameMaxLength} onChange={(e) => onName(e.target.value)} />
        <Field.ErrorText>{problems.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!problems.email}>
        <Field.Label>Correo electrónico</Field.Label>
        <Input type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => onEmail(e.target.value)} />
        <Field.ErrorText>{problems.email}</Field.ErrorText>
        {emailHelp && <Field.HelperText>{emailHelp}</Field.HelperText>}
      </Field.Root>
    </>
  );
}

export function NewStudentDialog(props: { onClose: () => void; onCreated: (created: CreatedStudent) => void }) {
  const admin = useAdmin();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [problems, setProblems] = useState<{ name?: string; email?: string; endsAt?: string | null }>({});
  const create = useMutation({
    mutationFn: () => admin.createStudent({ name: name.trim(), email: email.trim(), endsAt: endsAt || null }),
    onSuccess: (result) => props.onCreated(result),
  });
  const busy = create.isPending;
  const failure = create.isError ? errorText(create.error) : null;
  const created = create.data ?? null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = { ...nameAndEmailProblems(name, email), endsAt: endDateProblem(endsAt) };
    setProblems(found);
    if (found.name || found.email || found.endsAt) return;
    create.mutate();
  }

  if (created) {
    return (
      <DialogFrame
        title="Estudiante creado"
        onClose={props.onClose}
        body={
          <Stack gap="3">
            <Text>
              {created.student.name} ({created.student.email}) ya puede estudiar: {accessLabel(created.student.access).toLowerCase()}.
            </Text>
            {created.password ? (
              <Box borderWidth="1px" rounded="md" padding="3" bg="bg.muted">
                <Text fontWeight="semibold">Contraseña generada</Text>
                <Text as="code" display="block" fontFamily="mono" fontSize="lg" data-testid="generated-password" userSelect="all">
                  {created.password}
                </Text>
                <Text fontSize="sm" color="fg.muted" marginTop="1">
                  Cópiala y entrégala al estudiante ahora: no se volverá a mostrar.
                </Text>
              </Box>
            ) : (
              <StatusAlert status="success" role="status" title={`Le enviamos un enlace de bienvenida a ${created.student.email} para que elija su contraseña.`} />
            )}
          </Stack>
        }
        footer={
          <Flex gap="2">
            {created.password && (
              <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(created.password!).then(() => notify({ type: 'success', title: 'Contraseña copiada' }))}>
                Copiar contraseña
              </Button>
            )}
            <Button onClick={props.onClose}>Listo</Button>
          </Flex>
        }
      />
    );
  }

  return (
    <DialogFrame
      title="Nuevo estudiante"
      onClose={props.onClose}
      busy={busy}
      onSubmit={submit}
      body={
        <Stack gap="4">
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <NameAndEmailFields name={name} email={email} onName={setName} onEmail={setEmail} problems={problems} />
          <EndDateField value={endsAt} onChange={setEndsAt} problem={problems.endsAt} />
          <Text fontSize="sm" color="fg.muted">
            Se le dará acceso al curso Examen de Naturalización.
          </Text>
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} action="Crear estudiante" loadingText="Creando..." />}
    />
  );
}

/** Grant, extend or shorten: the access's last day, or none. */
export function AccessDialog(props: { student: StudentRow; onClose: () => void; onSaved: (row: StudentRow) => void }) {
  const { student } = props;
  const admin = useAdmin();
  const [endsAt, setEndsAt] = useState(student.access.status === 'active' ? (student.access.endsAt ?? '') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const texts = accessDialogTexts(student.access, student.name);
  const save = useMutation({
    mutationFn: () => admin.setAccess(student.id, endsAt || null),
    onSuccess: (row) => {
      notify({ type: 'success', title: 'Acceso actualizado', description: `${row.name}: ${accessLabel(row.access)}` });
      props.onSaved(row);
    },
  });
  const busy = save.isPending;
  const failure = save.isError ? errorText(save.error) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = endDateProblem(endsAt);
    setProblem(found);
    if (found) return;
    save.mutate();
  }

  return (
    <DialogFrame
      title={texts.title}
      onClose={props.onClose}
      busy={busy}
      onSubmit={submit}
      body={
        <Stack gap="4">
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <Text>Acceso actual: {accessLabel(student.access)}</Text>
          <EndDateField value={endsAt} onChange={setEndsAt} problem={problem} />
          {endsAt && !endDateProblem(endsAt) && <Text fontSize="sm">Podrá estudiar hasta el {formatLongDate(endsAt)} (hora de Lima), inclusive.</Text>}
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} action={texts.submit} loadingText="Guardando..." />}
    />
  );
}

export function RevokeDialog(props: { student: StudentRow; onClose: () => void; onRevoked: (row: StudentRow) => void }) {
  const { student } = props;
  const admin = useAdmin();
  const revoke = useMutation({
    mutationFn: () => admin.revokeAccess(student.id),
    onSuccess: (row) => {
      notify({ type: 'success', title: 'Acceso revocado', description: `${row.name} ya no puede abrir el curso.` });
      props.onRevoked(row);
    },
  });
  const busy = revoke.isPending;
  const failure = revoke.isError ? errorText(revoke.error) : null;

  return (
    <DialogFrame
      role="alertdialog"
      title={`¿Revocar el acceso de ${student.name}?`}
      onClose={props.onClose}
      busy={busy}
      body={
        <Stack gap="3">
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <Text>Dejará de poder abrir el curso desde hoy. Sus resultados se conservan y puedes volver a darle acceso cuando quieras.</Text>
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} colorPalette="red" action="Revocar acceso" onAction={() => revoke.mutate()} loadingText="Revocando..." />}
    />
  );
}

/**
 * 'Enviar enlace' without SMTP (issue 32 §9): the one-time link itself, to copy and hand over (by
 * WhatsApp, for example). Shown once: the server keeps no copy, only that it was handed over.
 */
export function HandOverLinkDialog(props: { student: StudentRow; link: string; onClose: () => void }) {
  const { student, link, onClose } = props;
  return (
    <DialogFrame
      title="Enlace para restablecer la contraseña"
      onClose={onClose}
      body={
        <Stack gap="3">
          <Text>El servidor no tiene correo configurado. Copia este enlace y entrégaselo a {student.name}:</Text>
          <Box borderWidth="1px" rounded="md" padding="3" bg="bg.muted">
            <Text as="code" display="block" fontFamily="mono" fontSize="sm" wordBreak="break-all" userSelect="all" data-testid="handover-link">
              {link}
            </Text>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Vale 1 hora y se puede usar una sola vez. No se volverá a mostrar: si se pierde, genera otro (el anterior deja de funcionar).
          </Text>
        </Stack>
      }
      footer={
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(link).then(() => notify({ type: 'success', title: 'Enlace copiado' }))}>
            Copiar enlace
          </Button>
          <Button onClick={onClose}>Listo</Button>
        </Flex>
      }
    />
  );
}

/** 'Editar datos' (issue 54 §3): the name and the email, corrected; the student's sessions go on. */
export function EditStudentDialog(props: { student: StudentRow; onClose: () => void; onSaved: (row: StudentRow) => void }) {
  const { student } = props;
  const admin = useAdmin();
  const [name, setName] = useState(student.name);
  const [email, setEmail] = useState(student.email);
  const [problems, setProblems] = useState<{ name?: string; email?: string }>({});
  const save = useMutation({
    mutationFn: () => {
      const change: { name?: string; email?: string } = {};
      if (name.trim() !== student.name) change.name = name.trim();
      if (email.trim().toLowerCase() !== student.email) change.email = email.trim();
      return admin.updateStudent(student.id, change);
    },
    onSuccess: ({ student: row, notified }) => {
      const told = notified ? ` Avisamos del cambio a ${student.email} y a ${row.email}.` : '';
      notify({ type: 'success', title: 'Datos guardados', description: `${row.name} · ${row.email}.${told}` });
      props.onSaved(row);
    },
  });
  const busy = save.isPending;
  const failure = save.isError ? errorText(save.error) : null;
  const unchanged = name.trim() === student.name && email.trim().toLowerCase() === student.email;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = nameAndEmailProblems(name, email);
    setProblems(found);
    if (found.name || found.email) return;
    if (unchanged) return props.onClose();
    save.mutate();
  }

  return (
    <DialogFrame
      title={`Editar datos de ${student.name}`}
      onClose={props.onClose}
      busy={busy}
      onSubmit={submit}
      body={
        <Stack gap="4">
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <NameAndEmailFields name={name} email={email} onName={setName} onEmail={setEmail} problems={problems} nameMaxLength={200} emailHelp={NEW_EMAIL_HELP} />
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} action="Guardar cambios" loadingText="Guardando..." />}
    />
  );
}

/**
 * 'Eliminar estudiante' (issue 54 §3, Ley 29733), confirmed in a dialog that names the student: their
 * personal data goes, their answers stay in the academy's statistics without their name.
 */
export function DeleteStudentDialog(props: { student: StudentRow; onClose: () => void; onDeleted: () => void }) {
  const { student } = props;
  const admin = useAdmin();
  const remove = useMutation({
    mutationFn: () => admin.deleteStudent(student.id),
    onSuccess: () => {
      notify({ type: 'success', title: 'Estudiante eliminado', description: `Se borraron los datos personales de ${student.name}.` });
      props.onDeleted();
    },
  });
  const busy = remove.isPending;
  const failure = remove.isError ? errorText(remove.error) : null;

  return (
    <DialogFrame
      role="alertdialog"
      title={`¿Eliminar a ${student.name}?`}
      onClose={props.onClose}
      busy={busy}
      body={
        <Stack gap="3">
          {failure && <StatusAlert status="error" role="alert" title={failure} />}
          <Text>
            Se borran su nombre, su correo ({student.email}), su acceso al curso y su grupo, y se cierran sus sesiones: no podrá volver a entrar con esta
            cuenta.
          </Text>
          <Text>Sus respuestas siguen contando, sin su nombre, en las estadísticas de la academia. No se puede deshacer.</Text>
        </Stack>
      }
      footer={<CancelAndAction onCancel={props.onClose} busy={busy} colorPalette="red" action="Eliminar estudiante" onAction={() => remove.mutate()} loadingText="Eliminando..." />}
    />
  );
}
