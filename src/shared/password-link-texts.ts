/** The texts of the password-link flow (issue 19), the same on the API and in the PWA. */

/** /api/auth/forgot-password's answer for every email, registered or not. */
export const FORGOT_PASSWORD_ANSWER =
  'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada y la carpeta de spam.';

/** A used, expired, unknown or malformed link. */
export const INVALID_LINK_MESSAGE = 'El enlace no es válido o ya venció. Solicita uno nuevo.';

/** After a new password was saved through a link; the sign-in page shows it. */
export const PASSWORD_UPDATED_MESSAGE = 'Tu contraseña fue actualizada. Inicia sesión.';
