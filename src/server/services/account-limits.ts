import {
  type AccountLimitKind,
  type AccountLimits,
  accountLimitMessage,
  importLimitMessage,
} from '../../shared/constants/account-limits';
import type { Db } from '../db';
import { AppError } from '../errors';

/** A transaction is a Db too (Kysely's Transaction extends it). */
type Trx = Db;

/** The kinds a racer owns directly (a userId column). */
const OWNED_TABLES = {
  cars: 'cars',
  transponders: 'transponders',
  tyreSets: 'tyreSets',
  setupSheets: 'setupSheets',
  escSetups: 'escSetups',
  runs: 'runs',
  maintenanceItems: 'maintenanceItems',
} as const;

const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

/** How many records of a kind the racer holds: versions and log entries through their setups and items. */
export async function countRecords(trx: Trx, userId: number, kind: AccountLimitKind): Promise<number> {
  if (kind === 'setupVersions') {
    const sheets = trx
      .selectFrom('setupSheetVersions as v')
      .innerJoin('setupSheets as s', 's.id', 'v.setupId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('s.userId', '=', userId);
    const escs = trx
      .selectFrom('escSetupVersions as v')
      .innerJoin('escSetups as s', 's.id', 'v.setupId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('s.userId', '=', userId);
    return (await count(sheets)) + (await count(escs));
  }
  if (kind === 'maintenanceLog')
    return count(
      trx
        .selectFrom('maintenanceLog as l')
        .innerJoin('maintenanceItems as i', 'i.id', 'l.itemId')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('i.userId', '=', userId),
    );
  return count(
    trx
      .selectFrom(OWNED_TABLES[kind])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId),
  );
}

/**
 * At least as many as the racer's versions, read from their setups alone: a setup's versions are
 * numbered from 1 up to its `version`, and none is ever deleted but with its setup. Every setup save
 * checks the history's limit; counting 50,000 version rows took 10 ms on PostgreSQL, summing 5,000
 * setups' numbers far less, and only an account near the limit is counted exactly.
 */
async function versionsAtMost(trx: Trx, userId: number): Promise<number> {
  let total = 0;
  for (const table of ['setupSheets', 'escSetups'] as const) {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.sum<number | string | null>('version').as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    total += Number(n ?? 0);
  }
  return total;
}

/**
 * Refuses (409 `account_limit`) a write that would take the racer past a limit. Called inside
 * their ownerTransaction, which holds their user row: two writes cannot both count the last
 * place free. 409, not 422: the request is sound, the account's state refuses it, and the same
 * request succeeds once the racer deletes something
 * (docs/decisions/performance.md#per-account-limits-and-a-batched-import-issue-28-part-c).
 */
export async function assertRoomForRecords(
  trx: Trx,
  userId: number,
  limits: AccountLimits,
  kind: AccountLimitKind,
  adding = 1,
): Promise<void> {
  if (kind === 'setupVersions' && (await versionsAtMost(trx, userId)) + adding <= limits[kind]) return;
  const have = await countRecords(trx, userId, kind);
  if (have + adding > limits[kind])
    throw new AppError(409, accountLimitMessage(kind, limits[kind], have), 'account_limit');
}

/** An import's check: what the file adds of each kind, against what the racer has. */
export function assertImportFits(
  limits: AccountLimits,
  have: Record<AccountLimitKind, number>,
  adding: Record<AccountLimitKind, number>,
): void {
  for (const kind of Object.keys(limits) as AccountLimitKind[])
    if (adding[kind] > 0 && have[kind] + adding[kind] > limits[kind])
      throw new AppError(
        409,
        importLimitMessage(kind, limits[kind], have[kind], adding[kind]),
        'account_limit',
      );
}
