/**
 * The academy's HTTP application: /api routes wired to their repositories, the built PWA with its
 * caching rules, and security headers on every response. Tests drive it with app.request().
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { getPath } from 'hono/utils/url';
import { APP_BOOT_SCRIPT, THEME_BOOT_SCRIPT, prerenderKey } from '../src/shared/prerender-markers';
import type { Config } from './config';
import type { Database } from './db/client';
import { addressGroup } from './lib/client-address';
import { HttpError, tokenService } from './lib/http';
import { logger, withoutQuotedValues } from './lib/logger';
import type { Mailer } from './lib/mail';
import { passwordLinks, type PasswordLinks } from './lib/password-links';
import { rateLimiter, rateLimitsRepository } from './lib/rate-limit';
import { answerLogRepository, attemptsRepository, reviewEventsRepository } from './repositories/answer-log.repository';
import { workQueue, type WorkQueueOptions } from './lib/work-queue';
import { auditRepository } from './repositories/audit.repository';
import { cachedStudentsRepository, studentsRepository } from './repositories/students.repository';
import { announcementMailRounds } from './lib/announcement-mails';
import { announcementsRepository } from './repositories/announcements.repository';
import { atRiskRepository } from './repositories/at-risk.repository';
import { examOutcomesRepository } from './repositories/exam-outcomes.repository';
import { codesRepository } from './repositories/codes.repository';
import { consoleRepository } from './repositories/console.repository';
import { importsRepository } from './repositories/imports.repository';
import { groupsRepository } from './repositories/groups.repository';
import { passwordTokensRepository } from './repositories/password-tokens.repository';
import { studySettingsRepository } from './repositories/study-settings.repository';
import { studySettingsRoutes } from './routes/study-settings.routes';
import { fsrsParametersRepository } from './repositories/fsrs-parameters.repository';
import { pushRepository } from './repositories/push.repository';
import { pushRoutes } from './routes/push.routes';
import { reportsRepository } from './repositories/reports.repository';
import { adminRoutes, type MailDelivery } from './routes/admin.routes';
import { announcementsAdminRoutes, announcementsRoutes } from './routes/announcements.routes';
import { atRiskRoutes } from './routes/at-risk.routes';
import { examOutcomesRoutes, examResultsAdminRoutes } from './routes/exam-outcomes.routes';
import { attemptsRoutes } from './routes/attempts.routes';
import { codesAdminRoutes, codesRoutes } from './routes/codes.routes';
import { baselineMerger, contentAdminRoutes, contentRoutes, questionsAsOfReader } from './routes/content.routes';
import { contentRepository } from './repositories/content.repository';
import { regradeRepository } from './repositories/regrade.repository';
import { groupsAdminRoutes } from './routes/groups.routes';
import { MAX_IMPORT_BYTES, importsRoutes } from './routes/imports.routes';
import { authRoutes } from './routes/auth.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { progressRoutes } from './routes/progress.routes';
import { reportsRoutes } from './routes/reports.routes';

export const MAX_BODY_BYTES = 16 * 1024;

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'tokenTtl' | 'distDir' | 'publicUrl'> & Partial<Pick<Config, 'trustProxy' | 'production' | 'academy'>>;
  secret: Uint8Array;
  /** Sends the password links (lib/mail.ts: the outbox folder or SMTP). */
  mailer: Mailer;
  now?: () => number;
  /** How the server waits (the sign-in slow-down per account); tests pass one that records instead. */
  wait?: (ms: number) => Promise<void>;
  /** How a refused anonymous request is held before its 429 goes out (REFUSAL_PAUSE_MS); tests record it. */
  pauseRefused?: (ms: number) => Promise<void>;
  /**
   * Where the mailer's messages end up: 'smtp' (SMTP_URL set) reaches the student, so the console
   * mails a new student a welcome link; 'outbox' (the default) only writes files on the server, so
   * the console shows the operator a password instead.
   */
  mailDelivery?: MailDelivery;
  /** Bounds of the console's reads in this instance (CONSOLE_READS by default; tests make them small). */
  consoleReads?: Partial<WorkQueueOptions>;
  /** The VAPID public key browsers subscribe with (lib/vapid.ts); without it /api/push answers 503. */
  vapidPublicKey?: string;
  /** How often the notices' mail round runs on its own (0, the default: only after a post; the server passes MAIL_ROUND_INTERVAL_MS). */
  announcementMailRoundMs?: number;
}

/**
 * The console's reads (lists, statistics, CSV) are the heaviest queries: at most 4 at once per
 * instance, 32 waiting, then 503 + Retry-After, so a burst of them cannot hold up the students' requests.
 */
export const CONSOLE_READS: WorkQueueOptions = { concurrency: 4, maxWaiting: 32, retryAfterSeconds: 2 };

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The inline scripts (src/shared/prerender-markers.ts): the theme class before the first paint,
  // and on prerendered pages the app's entry script after it.
  `script-src 'self' ${[THEME_BOOT_SCRIPT, APP_BOOT_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`).join(' ')}`,
  // Emotion (Chakra) injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // Fonts, fetches, the manifest and the service worker fall back to default-src 'self' (the
  // worker through script-src, which holds 'self'): every byte here is sent with every page.
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** For JSON: nothing in an API response may be loaded, run, framed or stored (OWASP's REST cheat sheet). */
const API_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

const SITE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No X-Frame-Options: CSP frame-ancestors supersedes it in every browser the app supports.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HSTS when students reach the academy over https (PUBLIC_URL): browsers then never try plain http
 * for a year, so nobody on the café's network can strip TLS from a later visit. Sent by the app
 * itself (also behind a proxy that would not add it); over plain http a browser ignores it anyway.
 */
function transportHeaders(publicUrl: string): Record<string, string> {
  return publicUrl.startsWith('https://') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
}

/**
 * The one way headers are set: `c.header()`. This middleware gives every answer of an app its
 * common headers, before the handler runs, so a handler (or onError, notFound) may still change
 * one, such as Cache-Control, with `c.header()` too.
 */
function commonHeaders(headers: Record<string, string>) {
  return createMiddleware(async (c, next) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  });
}

/**
 * The client's address, which the limits count by (normalised, IPv6 grouped by /64: lib/client-address.ts).
 * Behind `trustProxy` proxies it is the address the outermost of them saw: each proxy appends the
 * address it received from to X-Forwarded-For, so the entries a client wrote itself are to the left
 * of it and never read.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (a test's app.request() without one).
  }
  const socketGroup = addressGroup(socket) ?? socket;
  if (trustProxy === 0) return socketGroup;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  // With N trusted proxies the socket is the last one; the N-1 others appended the entries before it.
  const seen = forwarded[forwarded.length - trustProxy] ?? forwarded[0];
  return (seen === undefined ? undefined : addressGroup(seen)) ?? socketGroup;
}

/** The academy's entry: `fetch` for the server, `request` (a path or URL, as Hono's) for tests. */
export interface AcademyApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response>;
  /** The password links this app mails (forgot password; the console's welcome and reset links). */
  links: PasswordLinks;
  /** The notices' mail jobs (lib/announcement-mails.ts): `kick` runs a round now, `stop` ends the rounds. */
  announcementMails: { kick: () => void; stop: () => Promise<void> };
}

/**
 * Two Hono apps behind one dispatch on the path: /api, and the site (the PWA's pages and files).
 * Kept apart so that the site's catch-all middleware (static files, compression, the page
 * fallback) never runs for an API request, nor the API's for a page.
 */
export function createApp(deps: AppDeps): AcademyApp {
  const { api, links, announcementMails } = apiApp(deps);
  const site = siteApp(deps.config.distDir, transportHeaders(deps.config.publicUrl));
  const fetch = (request: Request, env?: unknown) => (isApiRequest(request) ? api : site).fetch(request, env);
  return { fetch, request: (input, init, env) => fetch(new Request(new URL(input, 'http://localhost'), init), env), links, announcementMails };
}

/** Whether a request's path is /api or under it, read as Hono's router reads it (getPath: decoded). */
export function isApiRequest(request: Request): boolean {
  const path = getPath(request);
  return path === '/api' || path.startsWith('/api/');
}

function onError(error: Error, c: Context) {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ ...error.body, message: error.message }, error.status);
  }
  logUnexpected(error, (c as Context<{ Variables: Partial<RequestIdVariables> }>).get('requestId'));
  return c.json({ message: 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo.' }, 500);
}

/**
 * Logs an unexpected error without what the request carried: a failed query's message holds its
 * parameters (passwords, hashes, a student's answers), so only the query's first line and the
 * database's own complaint are kept.
 */
function logUnexpected(error: Error, id: string | undefined) {
  // The database's complaint may quote the input it refused: only its words are kept.
  const cause = error.cause instanceof Error ? `: ${withoutQuotedValues(error.cause.message.split('\n')[0]).slice(0, 300)}` : '';
  const firstLine = error.message.split('\n')[0].slice(0, 300);
  // The stack's own first lines repeat the message (and with it the parameters): only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 5);
  logger.error({ requestId: id, error: { name: error.name, message: `${firstLine}${cause}`, frames } }, 'Error inesperado');
}

/**
 * How long a refused sign-in, reset request or code is held before its 429 goes out. A flood from one
 * address (each connection sending again the moment it is answered) then sends one request per
 * connection a second instead of thousands: refusing stays cheap for the instance, and the students'
 * requests do not queue behind the flood's. A person refused waits a second more for the same answer.
 */
export const REFUSAL_PAUSE_MS = 1_000;

/** Holds every 429 of the routes it wraps for REFUSAL_PAUSE_MS (the handler's work is done: only a timer waits). */
function pauseRefusals(pause: (ms: number) => Promise<void>) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 429) await pause(REFUSAL_PAUSE_MS);
  });
}

function apiApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const students = cachedStudentsRepository(studentsRepository(deps.database.db), now);
  const attempts = attemptsRepository(deps.database.db);
  const tokens = tokenService(deps.secret, deps.config.tokenTtl, now);
  const limiter = rateLimiter(rateLimitsRepository(deps.database.db), now);
  const trustProxy = deps.config.trustProxy ?? 0;
  const clientIp = (c: Context) => clientAddress(c, trustProxy);
  const links = passwordLinks({
    tokens: passwordTokensRepository(deps.database.db),
    findByEmail: (email) => students.findByEmail(email),
    mailer: deps.mailer,
    limiter,
    publicUrl: deps.config.publicUrl,
    now,
  });

  const api = new Hono().basePath('/api');
  api.onError(onError);
  // X-Request-Id on every answer (the client's own when it sent a short, plain one): an unexpected
  // error's log line names it, so an operator can match a student's report to the log.
  api.use('*', requestId({ limitLength: 64 }));
  api.use('*', commonHeaders({ ...API_HEADERS, ...transportHeaders(deps.config.publicUrl) }));
  // Only requests with a body are limited: the limiter wraps the body stream, which costs GETs dearly.
  // A class list for the console's import is a file, with a limit of its own.
  const bodyLimited = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: 'La solicitud es demasiado grande.' }, 413) });
  const fileLimited = bodyLimit({
    maxSize: MAX_IMPORT_BYTES,
    onError: (c) => c.json({ message: 'El archivo es demasiado grande: divídelo en varios archivos.' }, 413),
  });
  api.on(['POST', 'PUT', 'PATCH'], '*', (c, next) => (c.req.path.startsWith('/api/admin/imports') ? fileLimited : bodyLimited)(c, next));
  api.get('/health', (c) => c.json({ status: 'ok' }));
  // How to reach the academy, for the screens that send a student to it (issue 32): public, as a
  // student locked out or with an ended access needs it most.
  const academy = deps.config.academy ?? { email: null, whatsapp: null };
  api.get('/academy', (c) => c.json(academy));
  const refusalsPaused = pauseRefusals(deps.pauseRefused ?? sleep);
  api.use('/auth/*', refusalsPaused);
  api.use('/codes/*', refusalsPaused);
  api.route('/auth', authRoutes({ students, tokens, limiter, links, clientIp, now, wait: deps.wait ?? sleep }));
  api.route('/auth', passwordResetRoutes({ students, links, limiter, clientIp }));
  const log = answerLogRepository(deps.database.db);
  const groups = groupsRepository(deps.database.db);
  const content = contentRepository(deps.database.db);
  // The build's baseline merged into the versions once per app: at start (server.ts) and before the
  // first content request (tests, and an app built on a database the start did not merge into).
  const ensureBaseline = baselineMerger(content, now);
  api.route('/attempts', attemptsRoutes({ students, attempts, log, tokens, limiter, now, questionsAsOf: questionsAsOfReader(content, ensureBaseline) }));
  // Not merging the baseline first: before it is seeded no device can hold a version above 1.
  const newestVersions = (ids: string[]) => content.newestQuestionVersions(ids);
  api.route('/progress', progressRoutes({ students, events: reviewEventsRepository(deps.database.db), log, tokens, limiter, now, newestVersions }));
  api.route('/settings', studySettingsRoutes({ students, settings: studySettingsRepository(deps.database.db), groups, tokens, log, fsrs: fsrsParametersRepository(deps.database.db), now }));
  if (deps.vapidPublicKey) {
    api.route(
      '/push',
      pushRoutes({ students, push: pushRepository(deps.database.db), tokens, publicKey: deps.vapidPublicKey, production: deps.config.production ?? false }),
    );
  } else {
    api.all('/push/*', (c) => c.json({ message: 'Los recordatorios no están disponibles en este servidor.' }, 503));
  }
  const reports = reportsRepository(deps.database.db);
  api.route('/reports', reportsRoutes({ students, reports, tokens, limiter, now }));
  const outcomes = examOutcomesRepository(deps.database.db);
  api.route('/outcomes', examOutcomesRoutes({ students, outcomes, tokens, now }));
  api.route('/content', contentRoutes({ content, students, tokens, ensureBaseline }));
  const consoleReads = workQueue({ ...CONSOLE_READS, ...deps.consoleReads });
  api.on(['GET', 'HEAD'], '/admin/*', (_c, next) => consoleReads.run(next));
  api.route(
    '/admin',
    adminRoutes({
      students,
      console: consoleRepository(deps.database.db),
      audit: auditRepository(deps.database.db),
      reports,
      tokens,
      now,
      links,
      mailDelivery: deps.mailDelivery ?? 'outbox',
      groups,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
    }),
  );
  api.route('/admin/content', contentAdminRoutes({ content, reports, students, tokens, now, ensureBaseline, log, regradePlans: regradeRepository(deps.database.db) }));
  api.route('/admin/groups', groupsAdminRoutes({ groups, students, tokens, now, log }));
  const codes = codesRepository(deps.database.db);
  api.route('/admin/codes', codesAdminRoutes({ codes, students, groups, tokens, now }));
  api.route('/admin/exam-results', examResultsAdminRoutes({ outcomes, students, tokens }));
  api.route('/admin/at-risk', atRiskRoutes({ atRisk: atRiskRepository(deps.database.db), students, tokens, now }));
  api.route(
    '/admin/imports',
    importsRoutes({ imports: importsRepository(deps.database.db), groups, students, tokens, links, mailDelivery: deps.mailDelivery ?? 'outbox', now }),
  );
  const announcements = announcementsRepository(deps.database.db);
  const announcementMails = announcementMailRounds({
    announcements,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    now,
    intervalMs: deps.announcementMailRoundMs ?? 0,
    onError: (error) => logUnexpected(error instanceof Error ? error : new Error(String(error)), undefined),
  });
  api.route(
    '/admin/announcements',
    announcementsAdminRoutes({ announcements, students, groups, tokens, mailDelivery: deps.mailDelivery ?? 'outbox', now, sendMails: announcementMails.kick }),
  );
  api.route('/announcements', announcementsRoutes({ announcements, students, tokens, now }));
  api.route('/codes', codesRoutes({ codes, students, tokens, limiter, clientIp, now }));
  const allowed = allowedMethods(api);
  api.notFound((c) => {
    const methods = allowed(c.req.path.replace(/\/+$/, '') || '/');
    if (methods) {
      c.header('Allow', methods);
      return c.json({ message: 'Método no permitido para este recurso.' }, 405);
    }
    return c.json({ message: 'Recurso no encontrado.' }, 404);
  });
  return { api, links, announcementMails };
}

/**
 * The methods each API path answers, for 405's Allow header: a lookup by the request's path. Route
 * paths are fixed or have :params (one segment each); middleware, registered on '*', is left out.
 * GET routes answer HEAD too.
 */
function allowedMethods(api: Hono): (path: string) => string | undefined {
  const byPath = new Map<string, Set<string>>();
  for (const route of api.routes) {
    if (route.path.includes('*') || route.method === 'ALL') continue;
    const key = route.path.replace(/\/+$/, '') || '/';
    const methods = byPath.get(key) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(key, methods);
  }
  const patterns = [...byPath].map(([route, methods]) => {
    const source = route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { pattern: new RegExp(`^${source}$`), allow: [...methods].join(', ') };
  });
  return (path) => patterns.find(({ pattern }) => pattern.test(path))?.allow;
}

function siteApp(distDir: string, transport: Record<string, string>) {
  const site = new Hono();
  site.onError(onError);
  site.use('*', commonHeaders({ ...SITE_HEADERS, ...transport }));
  mountPwa(site, distDir);
  return site;
}

/** Serves the built PWA: hashed assets cached forever, the shell and service worker revalidated. */
function mountPwa(app: Hono, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  app.use('*', compress());
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), distDir) || '.',
      // The build writes .br and .gz next to each script and stylesheet (vite.config.ts).
      precompressed: true,
      onFound: (file, c) => {
        const immutable = /\/assets\//.test(file);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // Every other GET is a client route: its prerendered page when the build wrote one, else the shell.
  app.get('*', (c) => {
    const file = prerenderedFile(distDir, c.req.path) ?? (existsSync(indexFile) ? indexFile : undefined);
    if (!file) {
      return c.text('La aplicación no está compilada. Ejecuta `npm run build` o `npm start`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    // The build wrote brotli and gzip copies of every page (scripts/vite/prerender.ts).
    c.header('Vary', 'Accept-Encoding');
    for (const [encoding, suffix] of PAGE_ENCODINGS) {
      if (acceptsEncoding(c.req.header('accept-encoding'), encoding) && existsSync(file + suffix)) {
        c.header('Content-Encoding', encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(readFileSync(file + suffix));
      }
    }
    return c.html(readFileSync(file, 'utf8'));
  });
}

const PAGE_ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** Whether an Accept-Encoding header takes `encoding` (listed, and not with q=0). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [token, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return token === encoding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** dist/<path>.html for a route the build prerendered (scripts/vite/prerender.ts), if any. */
function prerenderedFile(distDir: string, urlPath: string): string | undefined {
  let key: string;
  try {
    key = prerenderKey(decodeURIComponent(urlPath));
  } catch {
    return undefined;
  }
  if (!key || !/^[\w-]+(\/[\w-]+)*$/.test(key)) return undefined;
  const file = path.join(distDir, `${key}.html`);
  return existsSync(file) ? file : undefined;
}
