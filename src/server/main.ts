import { networkInterfaces } from 'node:os';
import pino from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db';
import { readEnv, type ServerEnv, SettingsError } from './env';
import { chooseLogFormat, prettyStream } from './log-format';
import { startAddresses, startLine } from './start-line';

/** A shutdown that has not finished by then (a stuck connection, a hung database) is cut short. */
const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * A second Ctrl-C this long after the first means "now". One Ctrl-C can arrive twice at once (the
 * terminal signals every process of the group and a wrapper such as tsx watch passes it on too).
 */
const SECOND_CTRL_C_MS = 500;

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
// Readable lines in a terminal, pino's JSON for anything else (LOG_FORMAT, log-format.ts).
const terminal = process.stdout.isTTY === true;
const pretty = chooseLogFormat(env.log.format, terminal) === 'pretty';
const log = pretty
  ? pino({ level: env.app.logLevel }, prettyStream(process.stdout, { color: terminal && env.log.color }))
  : pino({ level: env.app.logLevel });

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(env.database, log);
} catch (error) {
  log.fatal({ err: error }, 'could not open the database; not starting');
  process.exit(1);
}
const app = await buildApp(database.db, env.app, log);

let stoppingSince: number | undefined;
async function shutdown(signal: string): Promise<void> {
  if (stoppingSince !== undefined) {
    // A second Ctrl-C: the racer does not want to wait for the requests in flight.
    if (signal === 'SIGINT' && Date.now() - stoppingSince >= SECOND_CTRL_C_MS) {
      app.log.warn({ signal }, 'stopping at once');
      process.exit(1);
    }
    return;
  }
  stoppingSince = Date.now();
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; stopping at once`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal));

try {
  await app.listen({ port: env.port, host: env.host });
  const bound = app.server.address();
  const where = startAddresses(
    env.host,
    typeof bound === 'object' && bound ? bound.port : env.port,
    networkInterfaces(),
  );
  // The addresses as fields too, for whatever reads the JSON; the readable line says them already.
  app.log.info(
    pretty ? {} : { local: where.local, network: where.network },
    startLine(database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite', where),
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await database.close();
  process.exit(1);
}
