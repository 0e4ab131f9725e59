/**
 * Sign-in form rules (spec §5 Login), shared by the login form, the forgot-password form, the
 * console's forms, the operator CLI and the API's body schemas.
 */

/** RFC 5322 atext: what a Dot-string's atoms are made of. */
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** A DNS label: letters, digits and inner hyphens, 63 at most. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/**
 * One mailbox as RFC 5321 writes it in a path (Dot-string "@" domain name with a top-level label of
 * letters): no display name ('Ana <ana@x.pe>'), no list ('a@x.pe,b@x.pe'), no quotes, comments or
 * address literals. Every place an email is typed or received reads it with this one rule.
 */
export const EMAIL_SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');

/** Whether `text` (already trimmed) is one mailbox: EMAIL_SHAPE, local part ≤ 64, whole ≤ 254 characters. */
export function isMailbox(text: string): boolean {
  return text.length <= 254 && EMAIL_SHAPE.test(text) && text.indexOf('@') <= 64;
}

/** The email field's problem, or undefined when it is acceptable. */
export function emailProblem(input: string): string | undefined {
  const email = input.trim();
  if (!email) return 'El correo electrónico es requerido';
  if (!isMailbox(email)) return 'Ingresa un correo electrónico válido';
  return undefined;
}

/** Login form problems by field (empty when valid). */
export function loginProblems(input: { email: string; password: string }): { email?: string; password?: string } {
  const problems: { email?: string; password?: string } = {};
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  if (!input.password) problems.password = 'La contraseña es requerida';
  return problems;
}
