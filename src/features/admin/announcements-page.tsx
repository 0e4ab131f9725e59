/**
 * /admin/avisos: announcements ('Avisos', issue 36 §3). The operator writes a short notice to every
 * student, optionally mailed too (only when the server has SMTP: otherwise the form says it will be
 * shown in the app alone), and reads each notice with how many students closed it on Mis Cursos
 * ('Cerrado por'). A notice with a mistake is edited (issue 54 §12: its closes stay) or withdrawn. A notice may be for
 * one group (issue 36 §2): only its members see it, and 'Cerrado por' counts out of them.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/chakra/badge';
import { Field } from '../../components/chakra/field';
import { Textarea } from '../../components/chakra/textarea';
import { LinkedText } from '../../components/linked-text';
import { notify } from '../../components/ui/notify';
import { ANNOUNCEMENT_MAX_LENGTH } from '../../shared/announcements';
import { countOf } from '../../shared/spanish-format';
import type { AnnouncementRow } from './admin-api';
import { ScreenHeader } from './console-layout';
import { GroupSelect } from './group-select';
import { ConfirmInPlace, FormCard, PagedTable, errorText, useAdmin, useSubmission } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { momentText } from './format';

const NO_MAIL_TEXT = 'Este servidor no tiene correo configurado (SMTP): el aviso solo se mostrará en la app.';

function NewAnnouncementForm({ canMail, onPosted }: { canMail: boolean | undefined; onPosted: () => void }) {
  const admin = useAdmin();
  const [body, setBody] = useState('');
  const [mail, setMail] = useState(false);
  const [group, setGroup] = useState('');
  const length = body.trim().length;

  const { submit, saving, error } = useSubmission(async () => {
    if (length === 0) return 'Escribe el aviso.';
    const posted = await admin.postAnnouncement({ body, mail: mail && canMail === true, groupId: group ? Number(group) : null });
    notify({
      type: 'success',
      title: 'Aviso publicado',
      description:
        posted.mailed > 0
          ? `Se está enviando por correo a ${countOf(posted.mailed, 'estudiante', 'estudiantes')}.`
          : group
            ? 'Los estudiantes del grupo lo verán en la app.'
            : 'Tus estudiantes lo verán en la app.',
    });
    setBody('');
    setMail(false);
    setGroup('');
    onPosted();
  });

  return (
    <FormCard onSubmit={submit}>
      <Stack gap="3">
        <Field.Root invalid={!!error}>
          <Field.Label>Nuevo aviso</Field.Label>
          <Textarea
            value={body}
            rows={3}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            onChange={(e) => setBody(e.target.value)}
            placeholder="Por ejemplo: El examen de diciembre cambia de formato. Revisa el Simulacro oficial."
            bg="bg"
          />
          <Field.HelperText>
            {length} de {ANNOUNCEMENT_MAX_LENGTH} caracteres. Lo verán en Mis Cursos y en cada página del curso hasta que lo cierren, también sin conexión.
          </Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <GroupSelect label="Para" value={group} onChange={setGroup} noneLabel="Todos los estudiantes" helper="Un aviso para un grupo solo lo ven sus estudiantes." />
        <Stack gap="1">
          <Box as="label" display="flex" alignItems="center" gap="2" cursor={canMail ? 'pointer' : 'not-allowed'} alignSelf="flex-start" color={canMail ? undefined : 'fg.muted'}>
            <input
              type="checkbox"
              name="mail"
              aria-describedby={canMail === false ? 'announcement-mail-help' : undefined}
              checked={mail && canMail === true}
              disabled={canMail !== true}
              onChange={(e) => setMail(e.target.checked)}
              style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-red-600)' }}
            />
            <Text as="span">Enviar también por correo</Text>
          </Box>
          {canMail === false && (
            <Text id="announcement-mail-help" fontSize="sm" color="fg.muted">
              {NO_MAIL_TEXT}
            </Text>
          )}
        </Stack>
        <Flex>
          <Button type="submit" loading={saving} loadingText="Publicando...">
            <Send aria-hidden />
            Publicar aviso
          </Button>
        </Flex>
      </Stack>
    </FormCard>
  );
}

/** 'Editar': the notice's text in place (its audience, mail and 'Cerrado por' stay); saved with PATCH and audited. */
function EditNotice({ row, onDone }: { row: AnnouncementRow; onDone: () => void }) {
  const admin = useAdmin();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(row.body);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;
  async function save() {
    setBusy(true);
    try {
      await admin.editAnnouncement(row.id, { body: text });
      notify({ type: 'success', title: 'Aviso editado', description: 'Los estudiantes ven el texto nuevo.' });
      setEditing(false);
      onDone();
    } catch (e) {
      notify({ type: 'error', title: 'No se pudo editar el aviso', description: errorText(e) });
    } finally {
      setBusy(false);
    }
  }
  if (!editing)
    return (
      <Button
        size="xs"
        variant="outline"
        onClick={() => {
          setText(row.body);
          setEditing(true);
        }}
        aria-label={`Editar el aviso del ${momentText(row.createdAt)}`}
      >
        Editar
      </Button>
    );
  return (
    <Stack gap="2" width="full" minWidth="14rem">
      <Field.Root invalid={length > ANNOUNCEMENT_MAX_LENGTH}>
        <Field.Label>Texto del aviso</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} autoFocus />
        <Field.HelperText>
          {length} de {ANNOUNCEMENT_MAX_LENGTH} caracteres
        </Field.HelperText>
      </Field.Root>
      <Flex gap="1" wrap="wrap">
        <Button size="xs" onClick={save} loading={busy} loadingText="Guardando..." disabled={length === 0 || length > ANNOUNCEMENT_MAX_LENGTH || text.trim() === row.body}>
          Guardar
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setEditing(false)} disabled={busy}>
          Cancelar
        </Button>
      </Flex>
    </Stack>
  );
}

/** A published notice's row: when and by whom, its text, its audience, who closed it, and its state with 'Editar' and 'Retirar'. */
function NoticeRow({ row, onChanged }: { row: AnnouncementRow; onChanged: () => void }) {
  const admin = useAdmin();
  return (
    <tr>
      <td style={{ minWidth: '9rem' }}>
        {momentText(row.createdAt)}
        {row.createdBy && (
          <Text fontSize="xs" color="fg.muted">
            {row.createdBy.name}
          </Text>
        )}
      </td>
      <td style={{ minWidth: '14rem' }}>
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          <LinkedText text={row.body} />
        </Text>
        {row.editedAt && (
          <Text fontSize="xs" color="fg.muted">
            Editado {momentText(row.editedAt)}
          </Text>
        )}
        {row.mailed && (
          <Text fontSize="xs" color="fg.muted">
            Enviado también por correo
          </Text>
        )}
      </td>
      <td>{row.group ? `Grupo «${row.group.name}»` : 'Todos'}</td>
      <td style={{ whiteSpace: 'nowrap' }} data-testid="announcement-dismissed">
        {row.dismissed} de {countOf(row.audience, 'estudiante', 'estudiantes')}
      </td>
      <td>
        {row.withdrawnAt ? (
          <Badge colorPalette="gray">Retirado</Badge>
        ) : (
          <Flex gap="2" alignItems="center" wrap="wrap">
            <Badge colorPalette="green">Publicado</Badge>
            <EditNotice row={row} onDone={onChanged} />
            <ConfirmInPlace
              texts={{ action: 'Retirar', actionLabel: `Retirar el aviso del ${momentText(row.createdAt)}`, group: 'Confirmar retiro', question: '¿Nadie lo verá más?', confirm: 'Sí, retirar', confirming: 'Retirando...' }}
              change={() => admin.withdrawAnnouncement(row.id)}
              toasts={{ done: { title: 'Aviso retirado', description: 'Ya no se muestra en la app.' }, failure: 'No se pudo retirar el aviso' }}
              onDone={onChanged}
            />
          </Flex>
        )}
      </td>
    </tr>
  );
}

export function AnnouncementsPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const load = useConsoleQuery(consoleKeys.announcements.page(page), () => admin.announcements(page));
  const refresh = useRefresh();
  const reload = () => void refresh(consoleKeys.announcements.all);
  return (
    <>
      <ScreenHeader
        title="Avisos"
        description="Avisos breves para todos tus estudiantes o para un grupo. 'Cerrado por' cuenta a quienes ya lo leyeron y lo cerraron en la app."
      />
      <NewAnnouncementForm
        canMail={load.isSuccess ? load.data.canMail : undefined}
        onPosted={() => {
          setPage(1);
          reload();
        }}
      />
      <PagedTable
        load={load}
        loading="Cargando avisos..."
        empty="Aún no hay avisos: escribe el primero arriba."
        table={{ label: 'Avisos publicados', columns: ['Publicado', 'Aviso', 'Para', 'Cerrado por', 'Estado'], pager: 'Páginas de avisos' }}
        onPage={setPage}
        stacked
        rows={(data) => data.announcements.map((row) => <NoticeRow key={row.id} row={row} onChanged={reload} />)}
      />
    </>
  );
}
