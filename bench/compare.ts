import type { Db } from '../src/server/db';
import { ownReads } from './racer-requests';
import type { Scenario } from './scenario-kit';
import { DEFAULT_SEED } from './seed';
import { appendOilHistory } from './seed-versions';

/**
 * Compare of 4 setups (issue 15): each racer compares a sheet with 500 versions at two of its
 * versions, as it is now, and beside a second sheet. The seed writes no history of its own, so
 * this adds it, for the first racers only (the connections cycle through their sessions).
 */
const RACERS = 50;
const VERSIONS = 500;
// The racer's last two sheets: the first ones are where other scenarios' seed data is likelier to go.
const SHEET_OFFSET = 38;

/** The seed gives racer i the sheets i·n+1 … i·n+n (a fresh database, racers in order). */
const sheetIdOf = (racer: number, sheetsPerRacer: number) => racer * sheetsPerRacer + SHEET_OFFSET + 1;

export function compareRefs(racer: number, sheetsPerRacer = DEFAULT_SEED.sheetsPerRacer): string {
  const id = sheetIdOf(racer, sheetsPerRacer);
  return `${id}@100,${id}@400,${id},${id + 1}`;
}

const oil = (version: number) => `${400 + (version % 5) * 50} cSt`;

export async function seedCompareHistory(
  db: Db,
  sheetsPerRacer = DEFAULT_SEED.sheetsPerRacer,
): Promise<void> {
  if (sheetsPerRacer < SHEET_OFFSET + 2)
    throw new Error('compare bench: too few sheets per racer for compareRefs to name the right ones');
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(RACERS).execute();
  for (const [racer, { id: userId }] of users.entries())
    await appendOilHistory(db, sheetIdOf(racer, sheetsPerRacer), userId, VERSIONS, oil);
}

/** Each connection is one of the first racers, asking for the refs `refsOf` gives it. */
const compareRequests = (cookies: string[], refsOf: (racer: number) => string) =>
  ownReads(cookies, RACERS, (racer) => `/api/compare?kind=setup-sheet&refs=${refsOf(racer)}`);

const sample = { path: `/api/compare?kind=setup-sheet&refs=${compareRefs(0)}`, authenticated: true };
let drawn = 1;
// Two versions drawn afresh for every request (a fixed pseudo-random sequence): nearly every answer is a miss.
const anyVersion = () => {
  drawn = (drawn * 1103515245 + 12345) % 2 ** 31;
  return 1 + (drawn % VERSIONS);
};

export const COMPARE_SCENARIOS: Scenario[] = [
  {
    // The budget's row: a racer's compare screen, opened or reloaded (its answer cached as a list's is).
    name: 'compare 4 setups (2 at versions of a 500-version sheet)',
    sample,
    budget: 'p99',
    requests: (cookies) => compareRequests(cookies, compareRefs),
  },
  {
    // Never the same compare twice: what every request costs when nothing is cached.
    name: 'compare 4 setups, every request a different pair of versions',
    sample,
    budget: 'none',
    requests: (cookies) =>
      compareRequests(cookies, (racer) => {
        const id = sheetIdOf(racer, DEFAULT_SEED.sheetsPerRacer);
        return `${id}@${anyVersion()},${id}@${anyVersion()},${id},${id + 1}`;
      }),
  },
];
