import type { Db } from '../src/server/db';
import { setupImpactOf } from '../src/server/services/run-impact';
import { SHEETS } from '../src/server/services/setup-sheets';
import { RUN_LIST_PAGE } from '../src/shared/schemas/run';
import { timeCalls } from './measure';
import { ownReads } from './racer-requests';
import type { Scenario } from './scenario-kit';
import { RUN_HEAVY, runHeavyCarId, runHeavySheetId } from './seed-runs';

const impactPath = (index: number) => `/api/setup-sheets/${runHeavySheetId(index)}/impact`;
// As Race Day asks for a car's runs: a page of RUN_LIST_PAGE (the API's default page is 500).
const runsPath = (index: number, limit = RUN_LIST_PAGE) =>
  `/api/runs?rcCarId=${runHeavyCarId(index)}&limit=${limit}`;
const totalLaps = RUN_HEAVY.runs * RUN_HEAVY.lapsPerRun;

/**
 * Issue 16: what each change did and the run list, for a car with 500 runs and 20,000 laps (bench/seed-runs.ts), each
 * connection one of the racers who own such a car, reading their own sheet's answer. Held to a p99
 * of 20 ms (the budget for this answer).
 */
export const RUN_SCENARIOS: Scenario[] = [
  {
    name: `setup impact (${RUN_HEAVY.runs} runs, ${totalLaps.toLocaleString('en')} laps)`,
    sample: { path: impactPath(0), authenticated: true },
    budget: 'p99',
    p99Ms: 20,
    requests: (cookies) => ownReads(cookies, RUN_HEAVY.racers, impactPath),
  },
  {
    // A car's run list as its Race Day page reads it: the newest 100 summaries (no laps).
    name: `runs list (${RUN_HEAVY.runs} runs, ${totalLaps.toLocaleString('en')} laps)`,
    sample: { path: runsPath(0), authenticated: true },
    budget: 'p99',
    p99Ms: 20,
    requests: (cookies) => ownReads(cookies, RUN_HEAVY.racers, runsPath),
  },
  {
    // All 500 at once (limit=500, "Show older runs" four times): about 5 times the bytes, for the record.
    name: `runs list, all ${RUN_HEAVY.runs}`,
    sample: { path: runsPath(0, RUN_HEAVY.runs), authenticated: true },
    budget: 'none',
    requests: (cookies) => ownReads(cookies, RUN_HEAVY.racers, (i) => runsPath(i, RUN_HEAVY.runs)),
  },
];

/**
 * The answer's cost when it is not cached (the first read after a run is logged): the service
 * alone, one call at a time on the seeded database, as median and p99 over `calls` calls.
 */
export async function measureImpactBuild(db: Db, calls = 200): Promise<{ p50: number; p99: number }> {
  const user = await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return timeCalls(() => setupImpactOf(db, SHEETS, user.id, runHeavySheetId(0)), calls);
}
