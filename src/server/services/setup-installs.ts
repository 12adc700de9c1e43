import { nowIso } from '../clock';
import type { Db } from '../db';
import { ownerTransaction } from '../db/transaction';
import { badRequest, conflict, notFound } from '../errors';
import { clearInstalled, installedCar, lastInstall, recordInstall } from './install-events';
import { loose, type SetupKind, toEntity } from './setup-records';

/** The one-tap install (issue 29, item 8); install-events.ts keeps what it records. */

/**
 * POST …/:id/install: the racer's setup goes onto its car, the car's other setup of the kind comes
 * off (one transaction, the lock order of setup-records.ts), and the install is kept in History
 * with the note. The car named must be the setup's own: a setup moved to another car since the
 * button was drawn is refused (409), never installed where the racer did not look. Installing it
 * again changes nothing, unless a new note comes with it, which is kept as another install.
 */
export async function installSetup<T>(
  db: Db,
  kind: SetupKind,
  userId: number,
  id: number,
  input: { rcCarId: number; note?: string | null },
): Promise<T> {
  return ownerTransaction(db, userId, async (trx) => {
    const before = await loose(trx)
      .selectFrom(kind.table)
      .select(kind.columns as string[])
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!before) throw notFound(kind.notFoundMessage);
    const car = await installedCar(trx, userId, input.rcCarId);
    if (before.rcCarId === null)
      throw badRequest('Choose a vehicle for this setup in Edit before installing it', 'no_vehicle');
    if (before.rcCarId !== car.id)
      throw conflict('This setup is for another vehicle now. Reload to see where it is.');
    const note = input.note ?? null;
    if (before.isCurrentlyInstalled === 1) {
      const last = await lastInstall(trx, kind.name, id);
      const repeated =
        last && last.version === before.version && last.rcCarId === car.id && last.note === note;
      // Nothing new: no event, so a double tap or a replayed request is harmless.
      if (!note || repeated) return toEntity<T>(before);
    }
    await clearInstalled(trx, kind, userId, car.id, id);
    const row = await loose(trx)
      .updateTable(kind.table)
      .set({ isCurrentlyInstalled: 1, updatedAt: nowIso() })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(kind.columns as string[])
      .executeTakeFirstOrThrow();
    await recordInstall(trx, kind.name, userId, { setupId: id, version: Number(before.version) }, car, note);
    return toEntity<T>(row);
  });
}
