import { sql, type Transaction } from 'kysely';
import type { Club, ClubDetail, ClubInput, ClubRole } from '../../shared/schemas/club';
import { nowIso } from '../clock';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { clubDecoders } from './arrival-decoders';
import { sourceStatuses } from './arrival-sources';

/**
 * Clubs and their tracks (issue 30, item 3): any racer may start one (and is its admin), find one
 * and join it; its admins edit it, add its result sources and decoders, and make members admins.
 * A club is no racer's own record, so its writes lock the club's row instead of a racer's.
 */

type Trx = Transaction<Database>;

const CLUB_NOT_FOUND = 'Club not found';
export const MAX_CLUBS_LISTED = 50;

const CLUB_COLUMNS = ['c.id', 'c.name', 'c.trackName', 'c.surface', 'c.createdAt'] as const;

/** Clubs with their member count and the racer's role in each. */
function clubsQuery(db: Db | Trx, userId: number) {
  return db
    .selectFrom('clubs as c')
    .leftJoin('clubMembers as mine', (join) =>
      join.onRef('mine.clubId', '=', 'c.id').on('mine.userId', '=', userId),
    )
    .select((eb) => [
      ...CLUB_COLUMNS,
      'mine.role as myRole',
      eb
        .selectFrom('clubMembers as m')
        .select((m) => m.fn.countAll<number | string>().as('n'))
        .whereRef('m.clubId', '=', 'c.id')
        .as('members'),
    ]);
}

type ClubRow = Awaited<ReturnType<ReturnType<typeof clubsQuery>['executeTakeFirstOrThrow']>>;

const toClub = (row: ClubRow): Club => ({
  id: row.id,
  name: row.name,
  trackName: row.trackName,
  surface: row.surface,
  members: Number(row.members ?? 0),
  myRole: (row.myRole as ClubRole | null) ?? null,
  createdAt: row.createdAt,
});

/** `%` and `_` in a search are the racer's characters, not patterns. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/clubs?q=: the racer's clubs first, then the others, by name; at most 50. */
export async function listClubs(db: Db, userId: number, q: string | undefined): Promise<Club[]> {
  let query = clubsQuery(db, userId);
  if (q) query = query.where(sql<boolean>`lower(c.name) like ${likePattern(q)} escape '\\'`);
  const rows = await query
    .orderBy(sql`case when mine.role is null then 1 else 0 end`)
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(MAX_CLUBS_LISTED)
    .execute();
  return rows.map(toClub);
}

/** The club as the racer sees it: its sources, and its decoders when they are one of its admins. */
export async function clubDetail(db: Db | Trx, userId: number, clubId: number): Promise<ClubDetail> {
  const row = await clubsQuery(db, userId).where('c.id', '=', clubId).executeTakeFirst();
  if (!row) throw notFound(CLUB_NOT_FOUND);
  const club = toClub(row);
  const follows = await db
    .selectFrom('sourceFollows')
    .select('sourceId')
    .where('clubId', '=', clubId)
    .orderBy('id')
    .execute();
  const statuses = await sourceStatuses(
    db,
    follows.map((f) => f.sourceId),
  );
  return {
    ...club,
    sources: follows.flatMap((f) => statuses.get(f.sourceId) ?? []),
    decoders: club.myRole === 'admin' ? await clubDecoders(db, clubId) : [],
  };
}

/** Locks the club's row (a no-op update, portable) so its admins' changes queue; 404 when none. */
async function lockClub(trx: Trx, clubId: number): Promise<void> {
  const locked = await trx
    .updateTable('clubs')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', clubId)
    .executeTakeFirst();
  if (!locked.numUpdatedRows) throw notFound(CLUB_NOT_FOUND);
}

/**
 * 404 for a club that does not exist, 403 for a racer who is not one of its admins. Also asked
 * before a change that looks an address up, so no transaction stays open across a DNS answer.
 */
export async function checkClubAdmin(db: Db | Trx, userId: number, clubId: number, doWhat: string) {
  const club = await db
    .selectFrom('clubs as c')
    .leftJoin('clubMembers as m', (join) => join.onRef('m.clubId', '=', 'c.id').on('m.userId', '=', userId))
    .select('m.role')
    .where('c.id', '=', clubId)
    .executeTakeFirst();
  if (!club) throw notFound(CLUB_NOT_FOUND);
  if (club.role !== 'admin') throw forbidden(`Only the club's admins can ${doWhat}`);
}

/** Runs `work` as one of the club's admins, in one transaction with the club locked. */
export function asClubAdmin<T>(
  db: Db,
  userId: number,
  clubId: number,
  doWhat: string,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockClub(trx, clubId);
    await checkClubAdmin(trx, userId, clubId, doWhat);
    return work(trx);
  });
}

export async function createClub(db: Db, userId: number, input: ClubInput): Promise<ClubDetail> {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('clubs')
      .values({
        name: input.name,
        trackName: input.trackName,
        surface: input.surface ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('clubMembers')
      .values({ clubId: id, userId, role: 'admin', joinedAt: now })
      .execute();
    return clubDetail(trx, userId, id);
  });
}

export function updateClub(db: Db, userId: number, clubId: number, input: ClubInput): Promise<ClubDetail> {
  return asClubAdmin(db, userId, clubId, 'edit it', async (trx) => {
    await trx
      .updateTable('clubs')
      .set({
        name: input.name,
        trackName: input.trackName,
        surface: input.surface ?? null,
        updatedAt: nowIso(),
      })
      .where('id', '=', clubId)
      .execute();
    return clubDetail(trx, userId, clubId);
  });
}

/** Joining twice is joining once. */
export function joinClub(db: Db, userId: number, clubId: number): Promise<ClubDetail> {
  return inTransaction(db, async (trx) => {
    await lockClub(trx, clubId);
    await trx
      .insertInto('clubMembers')
      .values({ clubId, userId, role: 'member', joinedAt: nowIso() })
      .onConflict((oc) => oc.columns(['clubId', 'userId']).doNothing())
      .execute();
    return clubDetail(trx, userId, clubId);
  });
}

/** A club always keeps an admin: the last one must make another member admin before leaving. */
export function leaveClub(db: Db, userId: number, clubId: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockClub(trx, clubId);
    const members = await trx
      .selectFrom('clubMembers')
      .select(['userId', 'role'])
      .where('clubId', '=', clubId)
      .execute();
    const me = members.find((m) => m.userId === userId);
    if (!me) throw notFound('You are not a member of this club');
    if (me.role === 'admin' && !members.some((m) => m.role === 'admin' && m.userId !== userId))
      throw conflict(
        "You are this club's last admin: make another member an admin before you leave, so someone can still look after its results and decoders.",
      );
    await trx.deleteFrom('clubMembers').where('clubId', '=', clubId).where('userId', '=', userId).execute();
  });
}

/** POST /api/clubs/:id/admins: a member, by username (any case), made an admin. */
export function makeAdmin(db: Db, userId: number, clubId: number, username: string): Promise<ClubDetail> {
  return asClubAdmin(db, userId, clubId, 'make members admins', async (trx) => {
    const member = await trx
      .selectFrom('users as u')
      .innerJoin('clubMembers as m', 'm.userId', 'u.id')
      .select('u.id')
      .where('m.clubId', '=', clubId)
      .where((eb) => eb(eb.fn('lower', ['u.username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    if (!member) throw badRequest(`${username} is not a member of this club: they join it first`);
    await trx
      .updateTable('clubMembers')
      .set({ role: 'admin' })
      .where('clubId', '=', clubId)
      .where('userId', '=', member.id)
      .execute();
    return clubDetail(trx, userId, clubId);
  });
}
