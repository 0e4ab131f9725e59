/**
 * /api/push (issue 35): the server's VAPID public key, and each device's push subscription for the
 * daily reminder. POST stores the browser's PushSubscription JSON for the signed-in student (a device
 * signed in as another student before is theirs now, but nobody takes another student's device by
 * posting its endpoint: 409); DELETE removes it (turning reminders off on the device, signing out).
 * Endpoints name a push service browsers use, over https (lib/push-endpoints.ts); outside production
 * also plain http on loopback, where the tests run their own push service.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError, readBody, requireStudent, type AuthEnv, type StudentsWithCourses, type TokenService } from '../lib/http';
import { BAD_ENDPOINT, checkEndpoint } from '../lib/push-endpoints';
import type { PushRepository } from '../repositories/push.repository';

const MAX_ENDPOINT_LENGTH = 2048;
export const TAKEN_ENDPOINT = 'Este dispositivo ya recibe los recordatorios de otra cuenta. Cierra su sesión en el dispositivo y vuelve a intentarlo.';

/** A base64url key of `length` bytes (p256dh: an uncompressed P-256 point; auth: 16 bytes). */
const key = (length: number, message: string) =>
  z.string().refine((text) => /^[A-Za-z0-9_-]+={0,2}$/.test(text) && Buffer.from(text, 'base64url').length === length, { message });

export function pushRoutes(deps: { students: StudentsWithCourses; push: PushRepository; tokens: TokenService; publicKey: string; production: boolean }) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);
  const endpoint = z
    .string()
    .max(MAX_ENDPOINT_LENGTH, { message: BAD_ENDPOINT })
    .superRefine((text, ctx) => {
      const check = checkEndpoint(text, deps.production);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    });
  const subscriptionSchema = z.object({
    endpoint,
    keys: z.object({
      p256dh: key(65, 'La clave de notificaciones del dispositivo no es válida.'),
      auth: key(16, 'La clave de notificaciones del dispositivo no es válida.'),
    }),
  });

  app.get('/public-key', (c) => c.json({ publicKey: deps.publicKey }));

  app.post('/subscriptions', signedIn, async (c) => {
    const body = await readBody(c, subscriptionSchema);
    const student = c.get('student');
    if (!(await deps.push.subscribe(student.id, student.tokenVersion, body))) throw new HttpError(409, TAKEN_ENDPOINT);
    return c.json({ subscribed: true }, 201);
  });

  app.delete('/subscriptions', signedIn, async (c) => {
    const body = await readBody(c, z.object({ endpoint: z.string().max(MAX_ENDPOINT_LENGTH) }));
    await deps.push.unsubscribe(c.get('student').id, body.endpoint);
    return c.body(null, 204);
  });

  return app;
}
