/**
 * One app instance of `npm run bench:results`' fail-over part (issue 30): opens the shared
 * PostgreSQL schema, builds the app (its heavy pool) and runs the results poller with its own
 * instance id until it is killed. Argv: database url, schema, instance id, poll ms, fetch ms.
 */
import { buildApp } from '../src/server/app';
import { defaultArrivals, defaultConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { startResultPolling } from '../src/server/results/poller';

const [url, schema, instanceId, pollMs, fetchMs] = process.argv.slice(2);
if (!url || !schema || !instanceId)
  throw new Error('usage: results-instance.ts url schema instanceId pollMs fetchMs');

const database = await openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
const arrivals = {
  ...defaultArrivals(),
  allowHosts: ['127.0.0.1'],
  pollMs: Number(pollMs),
  fetchTimeoutMs: Number(fetchMs),
  instanceId,
};
const app = await buildApp(
  database.db,
  defaultConfig({ logLevel: process.env.BENCH_DEBUG ? 'info' : 'silent', arrivals }),
);
const deps = {
  db: database.db,
  heavy: app.heavy,
  log: app.log,
  config: arrivals,
  notifier: { notify: async () => {} },
  now: () => Date.now(),
};
const matched = async (id: number) => {
  await database.db.updateTable('sourceRaces').set({ matchedAt: Date.now() }).where('id', '=', id).execute();
};
// Each poll this instance made, told to the benchmark the moment it is done (lease given back).
startResultPolling(deps, matched, (sourceId, { outcome }) =>
  process.send?.({ sourceId, outcome, at: Date.now() }),
);
process.send?.('polling');
