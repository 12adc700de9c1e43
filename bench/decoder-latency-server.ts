/**
 * The server side of `npm run bench:decoder` (bench/decoder-latency.ts forks it): two app instances
 * on one database, listening on ports, the first holding the decoder through the decoder manager and
 * a fake feed that the parent drives over IPC; 40 racers with a car, a transponder and a session.
 */
import { buildApp } from '../src/server/app';
import { DEFAULT_RATE_LIMITS, defaultConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import type { DecoderLinkOptions } from '../src/server/live/decoder-link';
import { startDecoders } from '../src/server/live/manager';
import { createSession } from '../src/server/services/sessions';

const CARS = Number(process.env.DECODER_CARS ?? 40);

export type ToServer =
  | { type: 'passing'; transponder: string; at: number }
  | { type: 'cpu' }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; ports: [number, number]; racers: Array<{ cookie: string; transponder: string }> }
  | { type: 'cpu'; micros: number };

/** The child: the app on a port, the decoder manager on a fake feed this process's parent drives. */
async function serve(): Promise<void> {
  type Link = DecoderLinkOptions;

  const where = process.env.BENCH_PG_URL
    ? { databaseUrl: process.env.BENCH_PG_URL }
    : { sqliteFile: process.env.BENCH_SQLITE };
  const database = await openDatabase(where);
  const db = database.db;
  const config = defaultConfig({
    logLevel: 'silent',
    rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIpPerHour: 100_000 },
  });
  const app = await buildApp(db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A second instance on the same database, without the decoder: half the phones listen there.
  const otherDatabase = await openDatabase(where);
  const other = await buildApp(otherDatabase.db, config);
  await other.listen({ port: 0, host: '127.0.0.1' });
  const ports = [app.server.address(), other.server.address()].map((a) => (a as { port: number }).port) as [
    number,
    number,
  ];

  const now = new Date().toISOString();
  const club = await db
    .insertInto('clubs')
    .values({ name: 'Bench RC', trackName: 'Bench Raceway', surface: 'Clay', createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('decoders')
    .values({
      clubId: club.id,
      name: 'Main loop',
      protocol: 'p3',
      host: '127.0.0.1',
      port: 5403,
      closeAfterS: 120,
      minLapMs: 5000,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const racers: Array<{ cookie: string; transponder: string }> = [];
  for (let i = 0; i < CARS; i++) {
    const user = await db
      .insertInto('users')
      .values({
        username: `driver${i}`,
        usernameKey: `driver${i}`,
        email: `driver${i}@example.com`,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: `Driver ${i}`,
        profileImageUrl: null,
        securityQuestion1: 'q1',
        securityAnswer1Hash: 'x',
        securityQuestion2: 'q2',
        securityAnswer2Hash: 'x',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const car = await db
      .insertInto('cars')
      .values({
        userId: user.id,
        manufacturer: 'Tekno RC',
        model: 'EB48 2.2',
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const transponder = String(4_000_000 + i);
    await db
      .insertInto('transponders')
      .values({
        userId: user.id,
        number: transponder,
        rcCarId: car.id,
        notes: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('clubMembers')
      .values({ clubId: club.id, userId: user.id, role: 'member', joinedAt: now })
      .execute();
    racers.push({ cookie: `rc_session=${await createSession(db, user.id)}`, transponder });
  }

  let link: Link | undefined;
  const manager = startDecoders(
    {
      db,
      heavy: app.heavy,
      log: app.log,
      config: config.arrivals,
      notifier: { notify: async () => {} },
      now: Date.now,
    },
    (options) => {
      link = options;
    },
  );
  while (!link) await manager.tick();
  const send = (message: FromServer) => process.send?.(message);
  process.on('disconnect', () => process.exit(1)); // the bench stopped: never outlive it
  process.on('message', async (message: ToServer) => {
    if (message.type === 'passing') link?.onPassing({ transponder: message.transponder, at: message.at });
    else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system });
    } else {
      await manager.stop();
      await app.close();
      await other.close();
      await database.close();
      await otherDatabase.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', ports, racers });
}

await serve();
