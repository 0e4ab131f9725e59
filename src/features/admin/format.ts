/** How the console words its figures (Spanish, es-PE): dates, access, readiness and the audit log. */
import { countOf, formatDateTime, formatLongDate, percent } from '../../shared/spanish-format';
import { formatCode } from '../../shared/access-codes';
import type { ActivityAction, ActivityEntry, StudentRow } from './admin-api';

/** '2026-12-31' → '31/12/2026'. */
/** A notice's shortened text in an audit line (« … »), when the entry has one (older entries do not). */
function quotedText(text: unknown): string {
  return typeof text === 'string' && text !== '' ? ` «${text}»` : '';
}

/** The roster's count: '1 estudiante coincide con «ana»', '12 estudiantes coinciden con «ana»', '12 estudiantes' (issue 54 §13). */
export function rosterCountText(total: number, query: string): string {
  const students = countOf(total, 'estudiante', 'estudiantes');
  if (!query) return students;
  return `${students} ${total === 1 ? 'coincide' : 'coinciden'} con «${query}»`;
}

export function shortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The access column: 'Activo hasta 31/12/2026', 'Activo' (no end date), 'Vencido' or 'Sin acceso'. */
export function accessLabel(access: StudentRow['access']): string {
  if (access.status === 'none') return 'Sin acceso';
  if (access.status === 'expired') return 'Vencido';
  return access.endsAt ? `Activo hasta ${shortDate(access.endsAt)}` : 'Activo';
}

/** The one name of the access action, in the list's menu, on the student's page and in its dialog. */
export function accessActionLabel(access: StudentRow['access']): string {
  return access.status === 'active' ? 'Cambiar fecha de fin' : access.status === 'expired' ? 'Renovar acceso' : 'Dar acceso';
}

/** The access dialog's title and button, named as the action that opened it (issue 32). */
export function accessDialogTexts(access: StudentRow['access'], name: string): { title: string; submit: string } {
  if (access.status === 'active') return { title: `Cambiar fecha de fin de ${name}`, submit: 'Guardar' };
  const action = accessActionLabel(access);
  return { title: `${action} ${access.status === 'expired' ? 'de' : 'a'} ${name}`, submit: action };
}

export function accessPalette(access: StudentRow['access']): 'green' | 'red' | 'gray' {
  return access.status === 'active' ? 'green' : access.status === 'expired' ? 'red' : 'gray';
}

/** A moment, or '—' when there is none. */
export function momentText(iso: string | null): string {
  return iso ? formatDateTime(iso) : '—';
}

/** '72 % (61–80 %)', or '—' without review data. */
export function readinessText(readiness: StudentRow['readiness']): string {
  if (!readiness) return '—';
  return `${percent(readiness.estimate)} (${readiness.low}–${percent(readiness.high)})`;
}

/** A 0..1 share as a whole percent: 0.734 → '73 %'. */
export function percentText(share: number): string {
  return percent(Math.round(share * 100));
}

function endsText(endsAt: unknown): string {
  return typeof endsAt === 'string' ? `hasta el ${formatLongDate(endsAt)}` : 'sin fecha de fin';
}

/** One line of the audit log: what the operator did. */
export function actionText(entry: Pick<ActivityEntry, 'action' | 'details'>): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'create-student':
      return `Creó al estudiante con acceso ${endsText(d.endsAt)}${d.linkSent ? ' y le envió el enlace de bienvenida' : ''}`;
    case 'grant-access':
      return `Dio acceso ${endsText(d.endsAt)}`;
    case 'change-access':
      return `Cambió el acceso: antes ${endsText(d.previousEndsAt)}, ahora ${endsText(d.endsAt)}`;
    case 'revoke-access':
      return 'Revocó el acceso';
    case 'send-reset-link':
      return d.delivery === 'handover'
        ? 'Generó un enlace para restablecer la contraseña, mostrado una vez para entregarlo (sin correo configurado)'
        : d.delivery === 'outbox'
          ? 'Generó un enlace para restablecer la contraseña (sin correo configurado)'
          : 'Envió un enlace para restablecer la contraseña';
    case 'resolve-report':
      return `Marcó como resuelto el reporte de la pregunta ${String(d.questionId ?? '')}${typeof d.note === 'string' && d.note ? `: «${d.note}»` : ''}`;
    case 'import-student':
      return `Lo importó desde un archivo (fila ${String(d.row ?? '')}) con acceso ${endsText(d.endsAt)}`;
    case 'create-codes':
      return `Creó ${String(d.count ?? '')} códigos de acceso de ${String(d.days ?? '')} días, válidos ${endsText(d.expiresOn)}`;
    case 'void-code':
      return `Anuló el código de acceso ${typeof d.code === 'string' ? formatCode(d.code) : ''} (lote n.° ${String(d.batchId ?? '')})`;
    case 'redeem-code':
      return `Canjeó un código de acceso: acceso ${endsText(d.endsAt)}`;
    case 'create-announcement':
      return `Publicó el aviso n.° ${String(d.announcementId ?? '')}${quotedText(d.text)}${typeof d.mailed === 'number' && d.mailed > 0 ? ` y lo envió por correo a ${countOf(d.mailed, 'estudiante', 'estudiantes')}` : d.mail ? ' (sin correo configurado: no se envió por correo)' : ''}`;
    case 'withdraw-announcement':
      return `Retiró el aviso n.° ${String(d.announcementId ?? '')}${quotedText(d.text)}`;
    case 'edit-announcement':
      return `Editó el aviso n.° ${String(d.announcementId ?? '')}: antes «${String(d.before ?? '')}», ahora «${String(d.text ?? '')}»`;
    case 'create-group':
      return `Creó el grupo «${String(d.name ?? '')}»${typeof d.examDate === 'string' ? ` con examen el ${formatLongDate(d.examDate)}` : ''}`;
    case 'update-group':
      return `Cambió el grupo «${String(d.previousName ?? '')}»: ahora «${String(d.name ?? '')}», ${typeof d.examDate === 'string' ? `examen el ${formatLongDate(d.examDate)}` : 'sin fecha de examen'}`;
    case 'delete-group':
      return `Eliminó el grupo «${String(d.name ?? '')}»`;
    case 'join-group':
      return `Lo puso en el grupo «${String(d.group ?? '')}»`;
    case 'leave-group':
      return `Lo sacó del grupo «${String(d.group ?? '')}»`;
    case 'reissue-import-passwords':
      return `Generó contraseñas nuevas para ${countOf(Number(d.count ?? 0), 'cuenta', 'cuentas')} de la importación n.° ${String(d.batchId ?? '')}`;
    case 'resend-import-links':
      return `Reenvió ${countOf(Number(d.sent ?? 0), 'enlace', 'enlaces')} de bienvenida a cuentas de la importación n.° ${String(d.batchId ?? '')}`;
    case 'update-student': {
      const changes = [
        typeof d.previousName === 'string' ? `el nombre de «${d.previousName}» a «${String(d.name ?? '')}»` : '',
        typeof d.previousEmail === 'string' ? `el correo de ${d.previousEmail} a ${String(d.email ?? '')}${d.notified ? ' (avisado a los dos)' : ''}` : '',
      ].filter(Boolean);
      // A deleted student's entries keep no names or emails.
      return changes.length > 0 ? `Corrigió ${changes.join(' y ')}` : 'Corrigió sus datos';
    }
    case 'delete-student':
      return 'Eliminó sus datos personales (sus respuestas siguen en las estadísticas)';
    case 'publish-question':
      return `${d.state === 'retired' ? 'Retiró' : 'Publicó'} la versión ${String(d.version ?? '')} de la pregunta ${String(d.key ?? '')}${d.via === 'cli' ? ' (importada por la línea de comandos)' : ''}: «${String(d.note ?? '')}»`;
    case 'publish-section':
      return `Publicó la versión ${String(d.version ?? '')} de la sección ${String(d.key ?? '')}${d.via === 'cli' ? ' (importada por la línea de comandos)' : ''}: «${String(d.note ?? '')}»`;
    case 'regrade':
      return `Recalificó ${countOf(Number(d.attempts ?? 0), 'intento', 'intentos')} con la versión ${String(d.version ?? '')} de la pregunta ${String(d.key ?? d.questionId ?? '')}: «${String(d.note ?? '')}»`;
    default:
      return entry.action;
  }
}

/** 'Actividad''s filter (issue 54 §10): each action by what the operator did. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  'create-student': 'Creó un estudiante',
  'import-student': 'Importó un estudiante',
  'reissue-import-passwords': 'Generó contraseñas nuevas de una importación',
  'resend-import-links': 'Reenvió enlaces de bienvenida de una importación',
  'update-student': 'Corrigió los datos de un estudiante',
  'delete-student': 'Eliminó un estudiante',
  'grant-access': 'Dio acceso',
  'change-access': 'Cambió un acceso',
  'revoke-access': 'Revocó un acceso',
  'send-reset-link': 'Enlace para restablecer la contraseña',
  'resolve-report': 'Resolvió un reporte',
  'publish-question': 'Publicó una pregunta',
  'publish-section': 'Publicó una sección',
  regrade: 'Recalificó una pregunta',
  'create-codes': 'Creó códigos de acceso',
  'void-code': 'Anuló un código de acceso',
  'redeem-code': 'Canjeó un código',
  'create-announcement': 'Publicó un aviso',
  'withdraw-announcement': 'Retiró un aviso',
  'edit-announcement': 'Editó un aviso',
  'create-group': 'Creó un grupo',
  'update-group': 'Cambió un grupo',
  'delete-group': 'Eliminó un grupo',
  'join-group': 'Puso en un grupo',
  'leave-group': 'Sacó de un grupo',
};
