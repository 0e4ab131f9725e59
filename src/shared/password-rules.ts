/**
 * Password and sign-in rules shared by the PWA and the API, so both give the same Spanish messages
 * (spec §5). The server is the authority; the client repeats the checks for instant feedback.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const SPECIAL_CHARACTERS = '@$!%*?&';

export interface PasswordRule {
  /** Shown in the 'Ver requisitos' list. */
  label: string;
  /** Shown when the rule fails. */
  message: string;
  test: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { label: 'Al menos 8 caracteres', message: 'La contraseña debe tener al menos 8 caracteres', test: (p) => p.length >= PASSWORD_MIN },
  { label: 'Como máximo 50 caracteres', message: 'La contraseña no puede tener más de 50 caracteres', test: (p) => p.length <= PASSWORD_MAX },
  { label: 'Una letra minúscula', message: 'La contraseña debe contener al menos una letra minúscula', test: (p) => /[a-z]/.test(p) },
  { label: 'Una letra mayúscula', message: 'La contraseña debe contener al menos una letra mayúscula', test: (p) => /[A-Z]/.test(p) },
  { label: 'Un número', message: 'La contraseña debe contener al menos un número', test: (p) => /\d/.test(p) },
  {
    label: 'Uno de estos caracteres especiales: @ $ ! % * ? &',
    message: 'La contraseña debe contener al menos uno de estos caracteres especiales: @ $ ! % * ? &',
    test: (p) => /[@$!%*?&]/.test(p),
  },
];

export const PASSWORD_FALLBACK_MESSAGE = 'La contraseña no cumple con los requisitos';

/** The first failing rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  return passwordRules.find((r) => !r.test(password))?.message ?? null;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const REQUIRED_FIELDS_MESSAGE = 'Todos los campos son obligatorios';
export const PASSWORDS_DIFFER = 'La nueva contraseña y la confirmación no coinciden';

export type NewPasswordInput = Pick<ChangePasswordInput, 'newPassword' | 'confirmPassword'>;

/**
 * A new password and its confirmation, checked as the change-password form checks them (a reset
 * link's form has no current password); null when valid.
 */
export function newPasswordProblem(input: NewPasswordInput): string | null {
  const { newPassword, confirmPassword } = input;
  if (!newPassword || !confirmPassword) return REQUIRED_FIELDS_MESSAGE;
  const rule = passwordProblem(newPassword);
  if (rule) return rule;
  if (newPassword !== confirmPassword) return PASSWORDS_DIFFER;
  return null;
}

/** Validation of the change-password form in the spec's order; null when valid. */
export function changePasswordProblem(input: ChangePasswordInput): string | null {
  if (!input.currentPassword) return REQUIRED_FIELDS_MESSAGE;
  const problem = newPasswordProblem(input);
  if (problem) return problem;
  if (input.newPassword === input.currentPassword) return 'La nueva contraseña debe ser diferente a la actual';
  return null;
}
