import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMIT_KINDS,
  ACCOUNT_LIMITS,
  type AccountLimitKind,
} from '../../shared/constants/account-limits';
import { AppError } from '../errors';
import { exportedAccount, rowCounts, zipOf } from '../test/data-transfer';
import { createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { importExport } from './importer';
import { readExport } from './read-export';

const QUOTA = 100 * 1024 * 1024;

/**
 * The import's limit check for every kind, with small limits (the route passes the app's): the
 * plan counts what the file would create, new records only, and refuses before anything is
 * written, the dry run exactly as the import.
 */
describe.each(DIALECTS)('import against each account limit (%s)', (dialect) => {
  let t: TestApp;
  let zip: Buffer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { entries } = await exportedAccount(t);
    zip = zipOf(entries);
  });
  afterAll(() => t.close());

  const run = async (userId: number, dryRun: boolean, limits = ACCOUNT_LIMITS) =>
    importExport(t.database.db, userId, readExport(zip, QUOTA), { dryRun, quotaBytes: QUOTA, limits });

  it('refuses the file one short of each limit, the dry run as the import, writing nothing', async () => {
    const { user } = await registerRacer(t.app);
    const { created } = await run(user.id, true);
    for (const kind of ACCOUNT_LIMIT_KINDS) expect(created[kind], kind).toBeGreaterThan(0);
    const before = await rowCounts(t);
    for (const kind of ACCOUNT_LIMIT_KINDS) {
      const limits = { ...ACCOUNT_LIMITS, [kind]: created[kind] - 1 };
      for (const dryRun of [true, false]) {
        const refusal = await run(user.id, dryRun, limits).catch((error: unknown) => error);
        expect(refusal, kind).toBeInstanceOf(AppError);
        expect(refusal).toMatchObject({ status: 409, code: 'account_limit' });
        expect((refusal as AppError).message).toMatch(
          new RegExp(
            `^This import would add ${created[kind]} .* to the 0 you have, and an account holds at most ${created[kind] - 1} `,
          ),
        );
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('imports at exactly the limits, writes what the plan counted, then counts only what is new', async () => {
    const { user } = await registerRacer(t.app);
    const { created } = await run(user.id, true);
    const exact = Object.fromEntries(ACCOUNT_LIMIT_KINDS.map((k) => [k, created[k]])) as Record<
      AccountLimitKind,
      number
    >;
    const before = await rowCounts(t);
    expect((await run(user.id, false, exact)).created).toEqual(created);
    const after = await rowCounts(t);
    // What the plan counted is what was written.
    const grew = (...tables: string[]) => tables.reduce((n, x) => n + (after[x] ?? 0) - (before[x] ?? 0), 0);
    expect(grew('cars')).toBe(created.cars);
    expect(grew('setupSheetVersions', 'escSetupVersions')).toBe(created.setupVersions);
    expect(grew('runs')).toBe(created.runs);
    expect(grew('maintenanceLog')).toBe(created.maintenanceLog);
    // The same file again matches every record: nothing new, so the full account takes it.
    const again = await run(user.id, false, exact);
    for (const kind of ACCOUNT_LIMIT_KINDS) expect(again.created[kind], kind).toBe(0);
  });
});
