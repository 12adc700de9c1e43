import type { Follow } from '../../shared/schemas/follow';
import { nowIso } from '../clock';
import type { ArrivalsConfig } from '../config';
import type { Db } from '../db';
import { ownerTransaction } from '../db/transaction';
import { AppError, notFound } from '../errors';
import type { Resolver } from '../outbound/address-policy';
import { assertFetchable, normaliseSourceUrl, sourceStatuses, takeSource } from './arrival-sources';
import { assertOwnCar } from './cars';
import { type MatchDeps, matchReadRaces } from './race-matches';

/**
 * A racer's followed results addresses (issue 30, item 1). Following finds or makes the one source
 * row of the address (a stopped one starts again) and matches the races already read from it.
 */

/** More pages than a racer follows in a season, few enough that one account cannot load the poller. */
export const MAX_FOLLOWS = 100;

const FOLLOW_NOT_FOUND = 'Followed address not found';

async function followsOf(db: Db, userId: number, id?: number): Promise<Follow[]> {
  let query = db
    .selectFrom('sourceFollows')
    .select(['id', 'sourceId', 'rcCarId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc');
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  const statuses = await sourceStatuses(
    db,
    rows.map((r) => r.sourceId),
  );
  return rows.flatMap((row) => {
    const source = statuses.get(row.sourceId);
    return source ? [{ id: row.id, rcCarId: row.rcCarId, createdAt: row.createdAt, source }] : [];
  });
}

/** GET /api/follows: the newest first, each with how its polling is going. */
export const listFollows = (db: Db, userId: number) => followsOf(db, userId);

export interface FollowAnswer {
  follow: Follow;
  /** False: the racer followed this address already, and this is that follow. */
  created: boolean;
}

export async function followSource(
  deps: MatchDeps,
  config: Pick<ArrivalsConfig, 'allowHosts'>,
  userId: number,
  input: { url: string; rcCarId?: number | null },
  resolve?: Resolver,
): Promise<FollowAnswer> {
  const url = normaliseSourceUrl(input.url);
  // Looked up before the transaction: none stays open across a DNS answer.
  await assertFetchable(url, config.allowHosts, resolve);
  const { id, sourceId, created } = await ownerTransaction(deps.db, userId, async (trx) => {
    await assertOwnCar(trx, userId, input.rcCarId);
    const source = await takeSource(trx, url, deps.now());
    const known = await trx
      .selectFrom('sourceFollows')
      .select('id')
      .where('userId', '=', userId)
      .where('sourceId', '=', source)
      .executeTakeFirst();
    if (known) return { id: known.id, sourceId: source, created: false };
    const count = await trx
      .selectFrom('sourceFollows')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_FOLLOWS)
      throw new AppError(
        409,
        `You follow ${MAX_FOLLOWS} results addresses, the most an account can. Stop following an event that is over to follow another.`,
        'account_limit',
      );
    const row = await trx
      .insertInto('sourceFollows')
      .values({ sourceId: source, userId, clubId: null, rcCarId: input.rcCarId ?? null, createdAt: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, sourceId: source, created: true };
  });
  if (created) await matchReadRaces(deps, sourceId, userId);
  const [follow] = await followsOf(deps.db, userId, id);
  if (!follow) throw notFound(FOLLOW_NOT_FOUND);
  return { follow, created };
}

export async function unfollow(db: Db, userId: number, id: number): Promise<void> {
  await ownerTransaction(db, userId, async (trx) => {
    const gone = await trx
      .deleteFrom('sourceFollows')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound(FOLLOW_NOT_FOUND);
  });
}
