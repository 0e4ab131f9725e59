/** Sign-in form rules (spec §5 Login), shared by the login form, the forgot-password form and the API's body schemas. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email field's problem, or undefined when it is acceptable. */
export function emailProblem(input: string): string | undefined {
  const email = input.trim();
  if (!email) return 'El correo electrónico es requerido';
  if (!EMAIL_SHAPE.test(email)) return 'Ingresa un correo electrónico válido';
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
