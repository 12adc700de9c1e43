import type { Db } from './index';

/**
 * Leases (issue 30): exactly one instance polls each result source and holds each decoder's
 * connection. An instance takes a lease that is free or expired, and renews its own well before it
 * expires; when it dies, its leases run out and another instance takes them over at its next try.
 * The row's primary key makes the take-over atomic on both databases: one upsert, whose update
 * applies only when the lease is expired or already the caller's.
 */
export async function holdLease(db: Db, name: string, holder: string, ttlMs: number, now = Date.now()) {
  const expiresAt = now + ttlMs;
  const row = await db
    .insertInto('leases')
    .values({ name, holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expiresAt })
        .where((eb) => eb.or([eb('leases.expiresAt', '<', now), eb('leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  // No row back: the update's condition failed, so another live instance holds it.
  return row?.holder === holder;
}

/** Gives a lease up at once (a clean shutdown), so another instance need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/** Every lease this instance holds, gone at shutdown. */
export async function releaseLeasesOf(db: Db, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('holder', '=', holder).execute();
}
