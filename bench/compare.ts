import type autocannon from 'autocannon';
import type { Db } from '../src/server/db';
import { contentChanges } from '../src/server/services/setup-versions';
import type { Scenario } from './scenarios';
import { DEFAULT_SEED } from './seed';

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

/** Version rows after any the sheet has: one-field changes of its front shock oil, as racers make them. */
export async function seedCompareHistory(
  db: Db,
  sheetsPerRacer = DEFAULT_SEED.sheetsPerRacer,
): Promise<void> {
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(RACERS).execute();
  for (const [racer, { id: userId }] of users.entries()) {
    const id = sheetIdOf(racer, sheetsPerRacer);
    await db.transaction().execute(async (trx) => {
      const sheet = await trx.selectFrom('setupSheets').selectAll().where('id', '=', id).executeTakeFirst();
      if (sheet?.userId !== userId || sheetsPerRacer < SHEET_OFFSET + 2)
        throw new Error(`compare bench: sheet ${id} is not racer ${racer}'s, so compareRefs would be wrong`);
      const last = await trx
        .selectFrom('setupSheetVersions')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('setupId', '=', id)
        .executeTakeFirst();
      const from = Number(last?.version ?? 0);
      let before = sheet.frontShockOil;
      const rows = [];
      for (let version = from + 1; version <= VERSIONS; version++) {
        const after = oil(version);
        const changes =
          version === 1 ? contentChanges('setup-sheet', null, sheet) : { frontShockOil: [before, after] };
        if (version > 1) before = after;
        const createdAt = new Date(Date.parse(sheet.createdAt) + version * 60_000).toISOString();
        const source = version === 1 ? 'create' : 'edit';
        rows.push({ setupId: id, version, createdAt, source, changes: JSON.stringify(changes) });
      }
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('setupSheetVersions')
          .values(rows.slice(i, i + 200))
          .execute();
      await trx
        .updateTable('setupSheets')
        .set({ version: Math.max(from, VERSIONS), frontShockOil: before })
        .where('id', '=', id)
        .execute();
    });
  }
}

/** Each connection is one of the first racers, asking for the refs `refsOf` gives it. */
function compareRequests(cookies: string[], refsOf: (racer: number) => string): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request: autocannon.Request, context: object) => {
        const c = context as { racer?: number };
        c.racer ??= next++ % Math.min(RACERS, cookies.length);
        request.headers = { ...request.headers, cookie: cookies[c.racer] as string };
        request.path = `/api/compare?kind=setup-sheet&refs=${refsOf(c.racer)}`;
        return request;
      },
    },
  ];
}

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
