import pino from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db';
import { readEnv, type ServerEnv, SettingsError } from './env';

let env: ServerEnv;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  // A wrong setting is the operator's to fix: the message names it; a stack trace would bury it.
  console.error(error.message);
  process.exit(1);
}
// One logger from the first line on: the database wait at start-up logs before the app exists.
const log = pino({ level: env.app.logLevel });

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(env.database, log);
} catch (error) {
  log.fatal({ err: error }, 'could not open the database; not starting');
  process.exit(1);
}
const app = await buildApp(database.db, env.app, log);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.port, host: env.host });
  app.log.info(`RC Setup Assistant on ${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
