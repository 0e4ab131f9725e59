/** Sign-in form rules (spec §5 Login), shared by the login form and the API's body schema. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login form problems by field (empty when valid). */
export function loginProblems(input: { email: string; password: string }): { email?: string; password?: string } {
  const problems: { email?: string; password?: string } = {};
  const email = input.email.trim();
  if (!email) problems.email = 'El correo electrónico es requerido';
  else if (!EMAIL_SHAPE.test(email)) problems.email = 'Ingresa un correo electrónico válido';
  if (!input.password) problems.password = 'La contraseña es requerida';
  return problems;
}
