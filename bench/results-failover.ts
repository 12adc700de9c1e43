import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { defaultConfig } from '../src/server/config';
import { type Db, openDatabase } from '../src/server/db';
import { startFixtureServer } from '../src/server/results/fixture-server';
import { privatePgSchema, registerRacer } from '../src/server/test/harness';

/**
 * `npm run bench:results`' second part (issue 30, item 5): two instances polling one PostgreSQL
 * database, the polling one killed with SIGKILL, and the time until the other polls: right after a
 * poll (it has only to notice the source is due), and in the middle of a slow fetch (its lease must
 * run out first: ArrivalsConfig.leaseMs, 20 s).
 */

const POLL_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every poll an instance reported (results-instance.ts), as it finished. */
interface Poll {
  instance: string;
  sourceId: number;
  outcome: string;
  at: number;
}
const polls: Poll[] = [];

function startInstance(url: string, schema: string, id: string, fetchMs: number) {
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'results-instance.ts'),
    [url, schema, id, String(POLL_MS), String(fetchMs)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  child.on('message', (m) => {
    if (typeof m !== 'object' || m === null) return;
    polls.push({ instance: id, ...(m as Omit<Poll, 'instance'>) });
    if (process.env.BENCH_DEBUG) console.log(`    ${new Date().toISOString()} ${id}: ${JSON.stringify(m)}`);
  });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGKILL') console.log(`  ${id} ended on its own (${code ?? signal})`);
  });
  return { id, child, ready: once(child, 'message') };
}
type Instance = ReturnType<typeof startInstance>;

async function holderOf(db: Db, sourceId: number): Promise<string | null> {
  const row = await db
    .selectFrom('leases')
    .select('holder')
    .where('name', '=', `source:${sourceId}`)
    .executeTakeFirst();
  return row?.holder ?? null;
}

/** The first poll of a source that fetched it, finished after `after`, by another than `except`. */
function pollAfter(sourceId: number, after: number, except?: string): Promise<Poll | null> {
  const fetched = new Set(['changed', 'unchanged', 'failed']);
  return waitFor(
    async () =>
      polls.find(
        (p) => p.sourceId === sourceId && p.at > after && p.instance !== except && fetched.has(p.outcome),
      ) ?? null,
    (p) => p !== null,
    60_000,
  );
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
): Promise<T | null> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const value = await read();
    if (done(value)) return value;
    await sleep(20);
  }
  return null;
}

export async function failover(pgUrl: string): Promise<void> {
  const fixture = await startFixtureServer();
  const schema = await privatePgSchema();
  const database = await openDatabase({ databaseUrl: pgUrl, pgSchema: schema.schema });
  const db = database.db;
  const app = await buildApp(db, defaultConfig({ logLevel: 'silent' }));
  const racer = await registerRacer(app);
  const source = async (url: string, followed: boolean) => {
    const now = Date.now();
    const { id } = await db
      .insertInto('resultSources')
      .values({ url, nextFetchAt: now, createdAt: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (followed) await follow(id);
    return id;
  };
  const follow = (sourceId: number) =>
    db
      .insertInto('sourceFollows')
      .values({ sourceId, userId: racer.user.id, createdAt: new Date().toISOString() })
      .execute();
  fixture.publishNext();
  const event = await source(fixture.entries.liverc, true);
  const slow = await source(`${fixture.origin}/hostile/slow`, false);

  const instances: Instance[] = [];
  const start = async (fetchMs: number) => {
    const instance = startInstance(pgUrl, schema.schema, `bench-${instances.length + 1}`, fetchMs);
    instances.push(instance);
    await instance.ready;
    return instance;
  };
  const kill = (holder: string | null) => {
    const victim = instances.find((i) => i.id === holder && i.child.exitCode === null);
    victim?.child.kill('SIGKILL');
    return victim;
  };

  try {
    // Right after a poll: kill the instance that made it; the other polls when the source is next due.
    await start(15_000);
    await start(15_000);
    console.log(`\nFail-over (postgres, two instances, poll interval ${POLL_MS} ms, lease 20 s)`);
    for (let round = 1; round <= 3; round++) {
      const polled = await pollAfter(event, Date.now());
      const victim = kill(polled?.instance ?? null);
      const killedAt = Date.now();
      const { nextFetchAt } = await db
        .selectFrom('resultSources')
        .select('nextFetchAt')
        .where('id', '=', event)
        .executeTakeFirstOrThrow();
      const next = await pollAfter(event, killedAt, victim?.id);
      console.log(
        `  killed ${victim?.id} right after its poll: ${next === null ? 'no other poll within 60 s' : `${next.instance} polled ${next.at - killedAt} ms later, ${next.at - nextFetchAt} ms after the source was due`}`,
      );
      await start(15_000);
    }

    // In the middle of a fetch: the killed instance holds the lease until it runs out.
    await db.deleteFrom('sourceFollows').where('sourceId', '=', event).execute();
    for (const i of instances) i.child.kill('SIGKILL');
    await start(120_000);
    await start(120_000);
    await follow(slow);
    const first = await waitFor(
      async () => fixture.requests('/hostile/slow').total,
      (n) => n > 0,
      30_000,
    );
    const victim = kill(await holderOf(db, slow));
    const killedAt = Date.now();
    const second = await waitFor(
      async () => fixture.requests('/hostile/slow').total,
      (n) => n > (first ?? 0),
      60_000,
    );
    console.log(
      `  killed ${victim?.id} mid-fetch (holding the lease): ${second === null ? 'no take-over within 60 s' : `${await holderOf(db, slow)} fetched ${Date.now() - killedAt} ms later`}`,
    );
  } finally {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await app.close();
    await database.close();
    await schema.drop();
    await fixture.close();
  }
}
