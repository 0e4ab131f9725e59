/** How the console words access, readiness and the audit log (issue 20's texts). */
import { describe, expect, it } from 'vitest';
import { accessActionLabel, accessDialogTexts, accessLabel, actionText, readinessText, shortDate } from '@/features/admin/format';

describe('console wording', () => {
  it("names the access action once: the menu's item is the dialog's title and button (issue 32)", () => {
    const name = 'Ana Zúñiga';
    const expired = { status: 'expired', endsAt: '2026-11-23' } as const;
    const none = { status: 'none', endsAt: null } as const;
    expect(accessActionLabel(expired)).toBe('Renovar acceso');
    expect(accessDialogTexts(expired, name)).toEqual({ title: 'Renovar acceso de Ana Zúñiga', submit: 'Renovar acceso' });
    expect(accessActionLabel(none)).toBe('Dar acceso');
    expect(accessDialogTexts(none, name)).toEqual({ title: 'Dar acceso a Ana Zúñiga', submit: 'Dar acceso' });
    const active = { status: 'active', endsAt: '2026-12-31' } as const;
    expect(accessActionLabel(active)).toBe('Cambiar fecha de fin');
    expect(accessDialogTexts(active, name).title).toBe('Cambiar fecha de fin de Ana Zúñiga');
  });

  it("says an access as the issue does: 'Activo hasta 31/12/2026', 'Vencido', 'Sin acceso'", () => {
    expect(shortDate('2026-12-31')).toBe('31/12/2026');
    expect(accessLabel({ status: 'active', endsAt: '2026-12-31' })).toBe('Activo hasta 31/12/2026');
    expect(accessLabel({ status: 'active', endsAt: null })).toBe('Activo');
    expect(accessLabel({ status: 'expired', endsAt: '2026-11-23' })).toBe('Vencido');
    expect(accessLabel({ status: 'none', endsAt: null })).toBe('Sin acceso');
  });

  it("shows readiness with its range, or '—' without review data", () => {
    expect(readinessText(null)).toBe('—');
    expect(readinessText({ estimate: 72, low: 61, high: 80, early: false })).toBe('72\u00a0% (61–80\u00a0%)');
  });

  it('words every audit action', () => {
    expect(actionText({ action: 'create-student', details: { endsAt: '2026-12-31', linkSent: true } })).toBe(
      'Creó al estudiante con acceso hasta el 31 de diciembre de 2026 y le envió el enlace de bienvenida',
    );
    expect(actionText({ action: 'grant-access', details: { endsAt: null } })).toBe('Dio acceso sin fecha de fin');
    expect(actionText({ action: 'change-access', details: { endsAt: '2027-01-31', previousEndsAt: '2026-12-31' } })).toBe(
      'Cambió el acceso: antes hasta el 31 de diciembre de 2026, ahora hasta el 31 de enero de 2027',
    );
    expect(actionText({ action: 'revoke-access', details: { endsAt: '2026-11-23', previousEndsAt: null } })).toBe('Revocó el acceso');
    expect(actionText({ action: 'send-reset-link', details: { delivery: 'smtp' } })).toBe('Envió un enlace para restablecer la contraseña');
    expect(actionText({ action: 'send-reset-link', details: { delivery: 'handover' } })).toBe(
      'Generó un enlace para restablecer la contraseña, mostrado una vez para entregarlo (sin correo configurado)',
    );
    expect(actionText({ action: 'resolve-report', details: { reportId: 'x', questionId: 'q101', note: 'Corregida' } })).toBe('Marcó como resuelto el reporte de la pregunta q101: «Corregida»');
    expect(actionText({ action: 'create-announcement', details: { announcementId: 4, mail: false, mailed: 0 } })).toBe('Publicó el aviso n.° 4');
    expect(actionText({ action: 'create-announcement', details: { announcementId: 5, mail: true, mailed: 0 } })).toBe(
      'Publicó el aviso n.° 5 (sin correo configurado: no se envió por correo)',
    );
    expect(actionText({ action: 'create-announcement', details: { announcementId: 6, mail: true, mailed: 27 } })).toBe('Publicó el aviso n.° 6 y lo envió por correo a 27 estudiantes');
    expect(actionText({ action: 'withdraw-announcement', details: { announcementId: 6 } })).toBe('Retiró el aviso n.° 6');
    // Issue 54 §12: the notice's text (shortened by the server), and what an edit changed.
    expect(actionText({ action: 'create-announcement', details: { announcementId: 7, text: 'Simulacro el sábado.', mail: false, mailed: 0 } })).toBe(
      'Publicó el aviso n.° 7 «Simulacro el sábado.»',
    );
    expect(actionText({ action: 'edit-announcement', details: { announcementId: 7, before: 'Simulacro el sábado.', text: 'Simulacro el domingo.' } })).toBe(
      'Editó el aviso n.° 7: antes «Simulacro el sábado.», ahora «Simulacro el domingo.»',
    );
    expect(actionText({ action: 'withdraw-announcement', details: { announcementId: 7, text: 'Simulacro el domingo.' } })).toBe('Retiró el aviso n.° 7 «Simulacro el domingo.»');
    expect(actionText({ action: 'create-group', details: { name: 'Diciembre', examDate: '2026-12-18' } })).toBe('Creó el grupo «Diciembre» con examen el 18 de diciembre de 2026');
    expect(actionText({ action: 'create-group', details: { name: 'Enero', examDate: null } })).toBe('Creó el grupo «Enero»');
    expect(actionText({ action: 'update-group', details: { name: 'Dic', previousName: 'Diciembre', examDate: null } })).toBe(
      'Cambió el grupo «Diciembre»: ahora «Dic», sin fecha de examen',
    );
    expect(actionText({ action: 'delete-group', details: { name: 'Dic' } })).toBe('Eliminó el grupo «Dic»');
    expect(actionText({ action: 'join-group', details: { group: 'Dic' } })).toBe('Lo puso en el grupo «Dic»');
    expect(actionText({ action: 'leave-group', details: { group: 'Dic' } })).toBe('Lo sacó del grupo «Dic»');
    expect(actionText({ action: 'reissue-import-passwords', details: { batchId: 4, scope: 'pending', count: 3, generation: 2 } })).toBe(
      'Generó contraseñas nuevas para 3 cuentas de la importación n.° 4',
    );
    expect(actionText({ action: 'resend-import-links', details: { batchId: 4, scope: 'pending', sent: 1, failed: 0 } })).toBe(
      'Reenvió 1 enlace de bienvenida a cuentas de la importación n.° 4',
    );
  });
});

describe('counts (issue 54 §13)', () => {
  it("agrees the verb with the number: '1 estudiante coincide', '2 estudiantes coinciden'", async () => {
    const { rosterCountText } = await import('@/features/admin/format');
    expect(rosterCountText(1, 'ana')).toBe('1 estudiante coincide con «ana»');
    expect(rosterCountText(2, 'ana')).toBe('2 estudiantes coinciden con «ana»');
    expect(rosterCountText(1, '')).toBe('1 estudiante');
    expect(rosterCountText(540, '')).toBe('540 estudiantes');
  });
});
