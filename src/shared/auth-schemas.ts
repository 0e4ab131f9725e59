/** Request bodies of /api/auth, validated on the server with the same rules the forms use. */
import { z } from 'zod';
import { EMAIL_SHAPE } from './login-rules';
import { PASSWORD_FALLBACK_MESSAGE, changePasswordProblem } from './password-rules';

export const loginBodySchema = z.object({
  email: z.string({ error: 'El correo electrónico es requerido' }).trim().min(1, 'El correo electrónico es requerido').max(254, 'Ingresa un correo electrónico válido').regex(EMAIL_SHAPE, 'Ingresa un correo electrónico válido'),
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
