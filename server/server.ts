/** Starts the academy: migrations, first-start seed, then the HTTP server (PWA + /api). */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { loadSecret } from './lib/tokens';
import { studentsRepository } from './repositories/students.repository';
import { DEMO_STUDENT, seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);

if (!config.production) {
  const students = studentsRepository(database.db);
  if (await seedDemo(students)) {
    console.log('\nEstudiante de demostración creado:');
    console.log(`  correo:     ${DEMO_STUDENT.email}`);
    console.log(`  contraseña: ${DEMO_STUDENT.password}\n`);
  } else if (await students.findByEmail(DEMO_STUDENT.email)) {
    console.log(`Estudiante de demostración: ${DEMO_STUDENT.email} (contraseña inicial: ${DEMO_STUDENT.password})`);
  }
}

const app = createApp({ database, config, secret: loadSecret(config.dataDir) });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const db = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Naturalización Perú escuchando en http://${info.address}:${info.port} (${db})`);
});

async function shutdown() {
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
