/**
 * The messages that tell a student their account's email was changed by the academy (issue 54 §3):
 * one to the old address (so a change they did not ask for does not go unnoticed) and one to the
 * new one (so they know which address signs in from now on). Sent only when mail reaches students
 * (SMTP); the outbox would only keep them on the server.
 */
import type { OutgoingMail } from './mail';
import { escapeHtml } from './password-links';

function message(to: string, subject: string, paragraphs: string[]): OutgoingMail {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return {
    to,
    subject,
    text: [...paragraphs.flatMap((line) => [line, '']), 'Naturalización Perú - Academia', ''].join('\n'),
    html: [
      '<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
      ...paragraphs.map(p),
      '</body></html>',
    ].join('\n'),
  };
}

/** The two messages of an email change, old address first. */
export function emailChangedMessages(name: string, previousEmail: string, email: string, loginUrl: string): OutgoingMail[] {
  const subject = 'Cambiamos el correo de tu cuenta - Naturalización Perú';
  const greeting = `Hola, ${name}:`;
  return [
    message(previousEmail, subject, [
      greeting,
      `La academia cambió el correo de tu cuenta en Naturalización Perú de ${previousEmail} a ${email}. Desde ahora inicias sesión con ${email}; tu contraseña y tu progreso no cambian.`,
      'Si no pediste este cambio, escribe a la academia.',
    ]),
    message(email, subject, [
      greeting,
      `Desde ahora tu cuenta en Naturalización Perú usa este correo (${email}) para iniciar sesión; antes era ${previousEmail}. Tu contraseña y tu progreso no cambian.`,
      `Inicia sesión en ${loginUrl}.`,
    ]),
  ];
}
