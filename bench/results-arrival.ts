/**
 * `npm run bench:results` (issue 30): how soon a published race arrives, and how soon another
 * instance polls when the polling one dies.
 *
 * 1. Arrival: the app (SQLite, or PostgreSQL with TEST_DATABASE_URL) and the results fixture
 *    server, the poll interval shortened (BENCH_POLL_MS, 1000 by default), one racer following the
 *    LiveRC event and the RCScoringPro printout. Each race is published at a random moment of the
 *    interval, and the time to the race stored is measured, and, once the matching is merged
 *    (services/race-matches.ts's matchSourceRace is found; BENCH_RESULTS_MATCH=off to skip), to
 *    the racer's notice of it (their run, or the question "Is this you?" the first time).
 * 2. Fail-over (PostgreSQL only): two instances (bench/results-instance.ts, separate processes) on
 *    one database; the one that polled is killed (SIGKILL) right after a poll, then in the middle of
 *    a fetch (holding the lease): time until the other polls.
 */
import { buildApp } from '../src/server/app';
import type { BackgroundDeps } from '../src/server/arrivals/types';
import { type ArrivalsConfig, defaultArrivals, defaultConfig } from '../src/server/config';
import { type Db, openDatabase } from '../src/server/db';
import { startFixtureServer } from '../src/server/results/fixture-server';
import { startResultPolling } from '../src/server/results/poller';
import { privatePgSchema, registerRacer } from '../src/server/test/harness';
import { failover } from './results-failover';

const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 1000);
const PG = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (ms: number) => Math.round(ms);

function stats(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `${label.padEnd(34)} n=${String(sorted.length).padStart(2)}  median ${round(at(0.5))} ms  p90 ${round(at(0.9))} ms  max ${round(sorted.at(-1) ?? Number.NaN)} ms`,
  );
}

/** Waits for `check` to be true (every 10 ms), up to `limitMs`; the time it took, or null. */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await check()) return performance.now() - start;
    await sleep(10);
  }
  return null;
}

type MatchSourceRace = (deps: BackgroundDeps, sourceRaceId: number) => Promise<void>;

/** The matching, once the "match" part is merged: imported by a path the type checker does not follow. */
async function loadMatching(): Promise<MatchSourceRace | null> {
  if (process.env.BENCH_RESULTS_MATCH === 'off') return null;
  const modulePath = '../src/server/services/race-matches.ts';
  try {
    const mod = await import(modulePath);
    return typeof mod.matchSourceRace === 'function' ? mod.matchSourceRace : null;
  } catch {
    return null;
  }
}

async function count(db: Db, table: 'sourceRaces' | 'notices'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function arrival() {
  const fixture = await startFixtureServer();
  const schema = PG ? await privatePgSchema() : null;
  const database = await openDatabase(
    schema ? { databaseUrl: PG, pgSchema: schema.schema } : { sqliteFile: ':memory:' },
  );
  const arrivals: ArrivalsConfig = { ...defaultArrivals(), allowHosts: ['127.0.0.1'], pollMs: POLL_MS };
  const app = await buildApp(database.db, defaultConfig({ logLevel: 'silent', arrivals }));
  const matchSourceRace = await loadMatching();
  const db = database.db;
  const racer = await registerRacer(app, { firstName: 'Ari', lastName: 'Bakla' });
  const deps: BackgroundDeps = {
    db,
    heavy: app.heavy,
    log: app.log,
    config: arrivals,
    notifier: { notify: async () => {} },
    now: () => Date.now(),
  };
  if (matchSourceRace) {
    const notices = (await import('../src/server/services/notices.ts' as string).catch(() => ({}))) as {
      createNotifier?: (db: Db, config: ArrivalsConfig, log: unknown) => BackgroundDeps['notifier'];
    };
    if (notices.createNotifier) deps.notifier = notices.createNotifier(db, arrivals, app.log);
  }
  for (const url of [fixture.entries.liverc, fixture.entries.printout]) {
    // Through the follow service when its route is registered, as a racer would; else as rows.
    const res = matchSourceRace
      ? await app.inject({
          method: 'POST',
          url: '/api/follows',
          payload: { url },
          headers: { cookie: racer.cookie },
        })
      : null;
    if (res && res.statusCode < 300) continue;
    if (res && res.statusCode !== 404) throw new Error(`follow: ${res.statusCode} ${res.body}`);
    const now = Date.now();
    const { id } = await db
      .insertInto('resultSources')
      .values({ url, nextFetchAt: now, createdAt: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sourceFollows')
      .values({ sourceId: id, userId: racer.user.id, createdAt: new Date(now).toISOString() })
      .execute();
  }
  const onRace = matchSourceRace
    ? (id: number) => matchSourceRace(deps, id)
    : async (id: number) => {
        await db.updateTable('sourceRaces').set({ matchedAt: Date.now() }).where('id', '=', id).execute();
      };
  const poller = startResultPolling(deps, onRace);
  await sleep(POLL_MS * 2); // both sources read once (nothing published yet)

  const stored: number[] = [];
  const noticed: number[] = [];
  const steps = [...Array(3).fill('liverc'), ...Array(10).fill('printout')] as Array<'liverc' | 'printout'>;
  for (const feed of steps) {
    await sleep(Math.random() * POLL_MS);
    const races = await count(db, 'sourceRaces');
    const notices = await count(db, 'notices');
    fixture.publishNext(feed);
    const toStored = await until(async () => (await count(db, 'sourceRaces')) > races, POLL_MS * 15);
    if (toStored !== null) stored.push(toStored);
    if (matchSourceRace) {
      const toNotice = await until(async () => (await count(db, 'notices')) > notices, POLL_MS * 3);
      if (toNotice !== null) noticed.push(toStored === null ? toNotice : toNotice + toStored);
    }
  }
  console.log(`\nArrival (${database.dialect}, poll interval ${POLL_MS} ms, 13 races published)`);
  stats('published → race stored', stored);
  if (matchSourceRace) stats("published → racer's notice", noticed);
  else console.log("published → racer's notice       (matching not merged: run again once it is)");
  await poller.stop();
  await app.close();
  await database.close();
  await schema?.drop();
  await fixture.close();
}

await arrival();
if (PG) await failover(PG);
else console.log('\nFail-over: set TEST_DATABASE_URL (two instances need PostgreSQL).');
process.exit(0);
