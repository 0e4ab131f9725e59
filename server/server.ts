/** Starts the academy: start-up checks, migrations, first-start seed, then the HTTP server (PWA + /api). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { migrate, openDatabase, type Database } from './db/client';
import { ensurePrivateDir, restrictModes, StartupError } from './lib/data-dir';
import { createMailer } from './lib/mail';
import { MAIL_ROUND_INTERVAL_MS } from './lib/announcement-mails';
import { startReminderRounds, webPushSend } from './lib/reminders';
import { loadSecret } from './lib/http';
import { loadVapidKeys, vapidSubject, type VapidDetails } from './lib/vapid';
import { pushRepository } from './repositories/push.repository';
import { backfillAnswerLog } from './repositories/answer-log.repository';
import { contentRepository } from './repositories/content.repository';
import { baselineItems } from './lib/content-baseline';
import { studentsRepository } from './repositories/students.repository';
import { DEMO_STUDENT, disableDemoPassword, seedDemo } from './seed';

// DATA_DIR holds the database and the signing secret: whatever this process creates there is private
// (PGlite's own chmods are undone by restrictModes when the database is opened and closed).
process.umask(0o077);

async function start(config: Config): Promise<{ database: Database; secret: Uint8Array; vapid: VapidDetails }> {
  // The secrets first: a broken key stops start-up before anything else is created.
  const secret = loadSecret(config.dataDir);
  const vapid = { ...loadVapidKeys(config.dataDir), subject: vapidSubject(process.env, config.publicUrl, config.mail.from) };
  const database = await openDatabase({ ...config, holder: 'el servidor' });
  try {
    if (database.kind === 'postgres') {
      // openDatabase keeps DATA_DIR private for PGlite; here it only holds the secret.
      ensurePrivateDir(config.dataDir);
      restrictModes(config.dataDir);
    }
    await migrate(database);
    // (exclusive: of several instances starting together after migration 0007, one rebuilds.)
    if (await database.exclusive(() => backfillAnswerLog(database.db, Date.now()))) {
      console.log('Registro de respuestas: intentos anteriores incorporados y estados de aprendizaje calculados.');
    }
    // This build's content merged into the versions (issue 48): the academy's edits over this
    // baseline stay current; an item this build changed gets the build's text as a new version.
    const merged = await database.exclusive(() => contentRepository(database.db).mergeBaseline(baselineItems(), new Date().toISOString()));
    if (merged > 0) console.log(`Contenido: ${merged} versiones de la base del repositorio incorporadas.`);
    const students = studentsRepository(database.db);
    if (config.production) {
      if (await disableDemoPassword(students)) {
        console.warn(
          `\nCuenta de demostración desactivada: ${DEMO_STUDENT.email} tenía la contraseña publicada y NODE_ENV=production.\n` +
            'Sus sesiones se han cerrado. Para volver a usarla, dale una contraseña nueva con:\n' +
            `  npm run admin -- reset-password --email ${DEMO_STUDENT.email}\n`,
        );
      }
    } else if (await database.exclusive(() => seedDemo(students))) {
      // (exclusive: of several instances starting on one empty database, one seeds and says so.)
      console.log('\nEstudiante de demostración creado:');
      console.log(`  correo:     ${DEMO_STUDENT.email}`);
      console.log(`  contraseña: ${DEMO_STUDENT.password}\n`);
    } else if (await students.findByEmail(DEMO_STUDENT.email)) {
      console.log(`Estudiante de demostración: ${DEMO_STUDENT.email} (contraseña inicial: ${DEMO_STUDENT.password})`);
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return { database, secret, vapid };
}

let config: Config;
let started: Awaited<ReturnType<typeof start>>;
try {
  config = loadConfig();
  started = await start(config);
} catch (error) {
  // A problem the operator must fix gets its Spanish explanation only; Node's report of an uncaught
  // PGlite error would print the whole minified bundle instead.
  if (error instanceof StartupError) console.error(`\nNo se puede iniciar Naturalización Perú.\n${error.message}\n`);
  else console.error('\nNo se puede iniciar Naturalización Perú:', error);
  process.exit(1);
}

const { database, secret, vapid } = started;
const mailer = createMailer(config.mail);
const app = createApp({ database, config, secret, mailer, mailDelivery: config.mail.smtpUrl ? 'smtp' : 'outbox', vapidPublicKey: vapid.publicKey, announcementMailRoundMs: MAIL_ROUND_INTERVAL_MS });
// The daily reminders: a round a minute on every instance; PostgreSQL decides which one sends.
const stopReminders = startReminderRounds({ push: pushRepository(database.db), send: webPushSend(vapid, { production: config.production }), intervalMs: config.reminderRoundMs });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const db = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Naturalización Perú escuchando en http://${info.address}:${info.port} (${db})`);
  console.log(`Correo: ${mailer.description}; enlaces a ${config.publicUrl}`);
});

async function shutdown() {
  server.close();
  await stopReminders();
  // A notice's mail under way is finished; the rest wait in PostgreSQL for the next start (or instance).
  await app.announcementMails.stop();
  // Resets asked for just before are prepared (their links stored, their messages handed over).
  await app.links.idle();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
