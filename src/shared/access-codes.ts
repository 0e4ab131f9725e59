/**
 * Access codes (issue 36 §5): single-use codes an academy sells, redeemed at /activar. Shared by the
 * server (which makes and checks them) and the PWA (which tidies what the student typed). A code is
 * 16 characters of Crockford's base32 (80 random bits), shown in groups of four.
 */
import { formatLongDate } from './spanish-format';

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/**
 * A code as typed (any case, spaces or dashes, O for 0, I or L for 1, as Crockford's base32 reads
 * them) in its stored form, or null when it cannot be one.
 */
export function normalizeCode(typed: string): string | null {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (plain.length !== CODE_LENGTH) return null;
  for (const char of plain) if (!CODE_ALPHABET.includes(char)) return null;
  return plain;
}

/** 'K7QM3XZP9RTAWD4H' as 'K7QM-3XZP-9RTA-WD4H'. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const CODE_INVALID = 'El código no es válido. Revisa que lo escribiste bien.';
export const CODE_USED = 'Este código ya fue usado. Cada código sirve una sola vez.';
export const CODE_VOIDED = 'Este código fue anulado por la academia. Pide uno nuevo.';
export const CODE_REQUIRED = 'Escribe tu código de acceso.';
export const NAME_REQUIRED = 'Escribe tu nombre.';
export const NEEDS_CONNECTION = 'Necesitas conexión a internet para activar tu código.';

/** A code whose last day to be redeemed (Lima, inclusive) has passed. */
export function codeExpiredMessage(expiresAt: string): string {
  return `Este código venció el ${formatLongDate(expiresAt)}. Pide uno nuevo a la academia.`;
}
