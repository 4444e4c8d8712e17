import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { startOutboxWorker } from './services/mail/worker.ts';
import { startMaintenance } from './services/maintenance.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
// The embedded database starts with the demo data; a real server is seeded on purpose (npm run seed).
if (database.kind === 'pglite') await seedIfEmpty(database, { demoAccounts: !config.production });

const app = await buildApp(config, database);
const worker = startOutboxWorker(database.db, config, app.log);
const maintenance = startMaintenance(database.db, app.log, { securityLogDays: config.securityLogDays });
await app.listen({ port: config.port, host: config.host });
app.log.info(`ready in ${Math.round(performance.now() - startedAt)} ms`);
console.log(`Azura is running on ${config.appUrl} (database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  maintenance.stop();
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
