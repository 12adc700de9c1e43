import type { FastifyBaseLogger } from 'fastify';
import type { Notice, NoticeDraft, NoticeKind } from '../../shared/schemas/notice';
import type { Notifier } from '../arrivals/types';
import { nowIso } from '../clock';
import type { ArrivalsConfig } from '../config';
import type { Db } from '../db';
import { keysetPage, type ListOrder, type PageRequest } from '../db/keyset';
import { ownerTransaction } from '../db/transaction';
import { notFound } from '../errors';
import type { Resolver } from '../outbound/address-policy';
import { pushToRacer } from './push';

/**
 * Notices (issue 30): what arrived by itself. Stored under the racer's lock, which also moves their
 * data revision, so the cached notice list is never served stale; then pushed to their browsers.
 */

const COLUMNS = ['id', 'kind', 'title', 'body', 'runId', 'matchId', 'createdAt', 'readAt'] as const;

/** Newest first. */
export const NOTICE_ORDER: ListOrder<Notice> = {
  columns: [{ column: 'id', desc: true, type: 'int' }],
  keysOf: (n) => [n.id],
};

export async function listNotices(db: Db, userId: number, page: PageRequest): Promise<Notice[]> {
  const query = db.selectFrom('notices').select(COLUMNS).where('userId', '=', userId);
  const rows = await keysetPage(query, NOTICE_ORDER.columns, page).execute();
  return rows.map((row) => ({ ...row, kind: row.kind as NoticeKind }));
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marking a notice read twice is marking it once; another racer's is not found. */
export function markRead(db: Db, userId: number, id: number): Promise<void> {
  return ownerTransaction(db, userId, async (trx) => {
    const notice = await trx
      .selectFrom('notices')
      .select('readAt')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!notice) throw notFound('Notice not found');
    if (notice.readAt === null)
      await trx.updateTable('notices').set({ readAt: nowIso() }).where('id', '=', id).execute();
  });
}

export function markAllRead(db: Db, userId: number): Promise<void> {
  return ownerTransaction(db, userId, async (trx) => {
    await trx
      .updateTable('notices')
      .set({ readAt: nowIso() })
      .where('userId', '=', userId)
      .where('readAt', 'is', null)
      .execute();
  });
}

/** Where a notice opens in the app (the push notification's `url`). */
export function noticeUrl(notice: NoticeDraft): string {
  if (notice.runId) return `/race-day/runs/${notice.runId}`;
  return '/notices';
}

/** Stores the notice, then pushes it; a push that fails is logged, never thrown (the notice is kept). */
export async function storeNotice(db: Db, userId: number, notice: NoticeDraft): Promise<number> {
  const { id } = await ownerTransaction(db, userId, (trx) =>
    trx
      .insertInto('notices')
      .values({
        userId,
        kind: notice.kind,
        title: notice.title.slice(0, 500),
        body: notice.body.slice(0, 2000),
        runId: notice.runId ?? null,
        matchId: notice.matchId ?? null,
        createdAt: nowIso(),
        readAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return id;
}

/** `resolve`: how push endpoints' names are looked up (the system's DNS unless a test names one). */
export function createNotifier(
  db: Db,
  config: ArrivalsConfig,
  log: FastifyBaseLogger,
  resolve?: Resolver,
): Notifier {
  return {
    async notify(userId, notice) {
      await storeNotice(db, userId, notice);
      try {
        await pushToRacer(
          db,
          config,
          log,
          userId,
          {
            title: notice.title,
            body: notice.body,
            url: noticeUrl(notice),
          },
          resolve,
        );
      } catch (error) {
        log.warn({ err: error, userId }, 'a notice was stored but not pushed');
      }
    },
  };
}
