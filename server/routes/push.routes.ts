/**
 * /api/push (issue 35): the server's VAPID public key, and each device's push subscription for the
 * daily reminder. POST stores the browser's PushSubscription JSON for the signed-in student (a device
 * signed in as another student before is theirs now); DELETE removes it (turning reminders off on
 * the device, signing out). Endpoints are https; outside production also plain http on loopback,
 * where the tests run their own push service.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { readBody, requireStudent, type AuthEnv } from '../lib/http';
import type { StudentsWithCourses } from '../lib/api-rules';
import type { TokenService } from '../lib/tokens';
import type { PushRepository } from '../repositories/push.repository';

const MAX_ENDPOINT_LENGTH = 2048;
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/** Whether a push service at `endpoint` may be sent to: https, or outside production plain loopback http. */
export function acceptedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname));
}

/** A base64url key of `length` bytes (p256dh: an uncompressed P-256 point; auth: 16 bytes). */
const key = (length: number, message: string) =>
  z.string().refine((text) => /^[A-Za-z0-9_-]+={0,2}$/.test(text) && Buffer.from(text, 'base64url').length === length, { message });

export function pushRoutes(deps: { students: StudentsWithCourses; push: PushRepository; tokens: TokenService; publicKey: string; production: boolean }) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);
  const endpoint = z
    .string()
    .max(MAX_ENDPOINT_LENGTH, { message: 'La dirección de notificaciones no es válida.' })
    .refine((text) => acceptedEndpoint(text, deps.production), { message: 'La dirección de notificaciones no es válida.' });
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
    await deps.push.subscribe(student.id, student.tokenVersion, body);
    return c.json({ subscribed: true }, 201);
  });

  app.delete('/subscriptions', signedIn, async (c) => {
    const body = await readBody(c, z.object({ endpoint: z.string().max(MAX_ENDPOINT_LENGTH) }));
    await deps.push.unsubscribe(c.get('student').id, body.endpoint);
    return c.body(null, 204);
  });

  return app;
}
