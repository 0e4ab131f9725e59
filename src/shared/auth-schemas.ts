/** Request bodies of /api/auth, validated on the server with the same rules the forms use. */
import { z } from 'zod';
import { isMailbox } from './login-rules';
import { INVALID_LINK_MESSAGE } from './password-link-texts';
import { PASSWORD_FALLBACK_MESSAGE, changePasswordProblem, newPasswordProblem } from './password-rules';

const emailField = z
  .string({ error: 'El correo electrónico es requerido' })
  .trim()
  .min(1, 'El correo electrónico es requerido')
  .max(254, 'Ingresa un correo electrónico válido')
  .refine(isMailbox, 'Ingresa un correo electrónico válido');

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida').max(200, 'Credenciales incorrectas'),
});

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, PASSWORD_FALLBACK_MESSAGE),
    newPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, 'La contraseña no puede tener más de 50 caracteres'),
    confirmPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, PASSWORD_FALLBACK_MESSAGE),
  })
  .superRefine((value, ctx) => {
    const problem = changePasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const forgotPasswordBodySchema = z.object({ email: emailField });

// A link's token is 43 base64url characters; anything else is a link that was never sent.
const linkToken = z.string({ error: INVALID_LINK_MESSAGE }).max(200, INVALID_LINK_MESSAGE);

/** Asks whether a link can still be used, as its page opens (issue 32). */
export const resetLinkBodySchema = z.object({ token: linkToken });

export const resetPasswordBodySchema = z
  .object({
    token: linkToken,
    newPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, 'La contraseña no puede tener más de 50 caracteres'),
    confirmPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, PASSWORD_FALLBACK_MESSAGE),
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
