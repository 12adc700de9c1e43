/**
 * `npx tsx bench/session-statements.ts` (with TEST_DATABASE_URL): statements sent to PostgreSQL,
 * and the app's CPU, per signed-in read of a 40-sheet setup list (issue 31, item 2). Counts every
 * query a pg client sends except the change listener's beats; deterministic where req/s on a
 * shared machine is not. Requests go through inject(), so the CPU includes inject's own work.
 */
import pg from 'pg';
import { call, createTestApp, registerRacer } from '../src/server/test/harness';

const READS = Number(process.env.BENCH_READS ?? 5000);
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
  if (!text.includes('pg_notify')) statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const t = await createTestApp('postgres');
try {
  const { cookie } = await registerRacer(t.app);
  for (let i = 0; i < 40; i++)
    await call(t.app, cookie, { method: 'POST', url: '/api/setup-sheets', payload: { name: `Sheet ${i}` } });
  while (!t.database.changes.current()) await new Promise((resolve) => setTimeout(resolve, 10));
  const read = () =>
    call(t.app, cookie, { method: 'GET', url: '/api/setup-sheets', headers: { 'accept-encoding': 'br' } });
  for (let i = 0; i < 500; i++) await read(); // warm-up
  statements = 0;
  const before = process.cpuUsage();
  for (let i = 0; i < READS; i++) if ((await read()).statusCode !== 200) throw new Error('read refused');
  const cpu = process.cpuUsage(before);
  console.log(
    `signed-in setup list on PostgreSQL: ${(statements / READS).toFixed(4)} statements per read, app CPU ${Math.round((cpu.user + cpu.system) / READS)} µs per read (${READS} reads)`,
  );
} finally {
  await t.close();
}
