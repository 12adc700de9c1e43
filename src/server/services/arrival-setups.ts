import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RunSetups } from './run-setups';

/**
 * The setups a car ran on at a moment in the past (issue 30): a followed race is read minutes or
 * days after it was run, and the racer may have changed the car since. Install events (migration
 * 0018) say what went on the car when; setup versions' times say which version it was at then.
 */

type Trx = Transaction<Database>;
// biome-ignore lint/suspicious/noExplicitAny: both kinds' tables share one shape; Kysely cannot type a union of tables
type LooseDb = Kysely<any>;

const KINDS = [
  {
    setups: 'setupSheets',
    versions: 'setupSheetVersions',
    installs: 'setupSheetInstalls',
    id: 'setupSheetId',
    version: 'setupVersion',
  },
  {
    setups: 'escSetups',
    versions: 'escSetupVersions',
    installs: 'escSetupInstalls',
    id: 'escSetupId',
    version: 'escVersion',
  },
] as const;

type Kind = (typeof KINDS)[number];

/** The setup's version at `atIso`: its last version saved by then (at least `atLeast`). */
async function versionAt(db: LooseDb, kind: Kind, setupId: number, atIso: string, atLeast: number) {
  const row = (await db
    .selectFrom(kind.versions)
    .select((eb) => eb.fn.max('version').as('version'))
    .where('setupId', '=', setupId)
    .where('createdAt', '<=', atIso)
    .executeTakeFirst()) as { version: number | null } | undefined;
  return Math.max(atLeast, row?.version ?? 0);
}

/** One kind's setup on the car at `atIso`, or null for none (or none known). */
async function kindAt(db: LooseDb, kind: Kind, userId: number, carId: number, atIso: string) {
  const last = (await db
    .selectFrom(`${kind.installs} as i`)
    .innerJoin(`${kind.setups} as s`, 's.id', 'i.setupId')
    .select(['i.setupId', 'i.version', 'i.createdAt'])
    .where('s.userId', '=', userId)
    .where('i.rcCarId', '=', carId)
    .where('i.createdAt', '<=', atIso)
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id', 'desc')
    .executeTakeFirst()) as { setupId: number; version: number; createdAt: string } | undefined;
  if (last) {
    // Installed on another car between its install here and the race: no longer on this one.
    const movedAway = await db
      .selectFrom(kind.installs)
      .select('id')
      .where('setupId', '=', last.setupId)
      .where((eb) => eb.or([eb('rcCarId', '!=', carId), eb('rcCarId', 'is', null)]))
      .where('createdAt', '>', last.createdAt)
      .where('createdAt', '<=', atIso)
      .executeTakeFirst();
    if (movedAway) return null;
    return { id: last.setupId, version: await versionAt(db, kind, last.setupId, atIso, last.version) };
  }
  // No install recorded by then (installs made before migration 0018 have none): what is on the
  // car now, unless it went on after the race.
  const now = (await db
    .selectFrom(kind.setups)
    .select(['id', 'version'])
    .where('userId', '=', userId)
    .where('rcCarId', '=', carId)
    .where('isCurrentlyInstalled', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst()) as { id: number; version: number } | undefined;
  if (!now) return null;
  const later = await db
    .selectFrom(kind.installs)
    .select('id')
    .where('setupId', '=', now.id)
    .where('rcCarId', '=', carId)
    .where('createdAt', '>', atIso)
    .executeTakeFirst();
  if (later) return null;
  const version = await versionAt(db, kind, now.id, atIso, 0);
  return { id: now.id, version: version > 0 ? version : now.version };
}

/** The setups installed on the racer's car at `atIso` (ISO time), each at its version then. */
export async function setupsAt(trx: Trx, userId: number, carId: number, atIso: string): Promise<RunSetups> {
  const found: Record<string, number | null> = {};
  for (const kind of KINDS) {
    const at = await kindAt(trx as unknown as LooseDb, kind, userId, carId, atIso);
    found[kind.id] = at?.id ?? null;
    found[kind.version] = at?.version ?? null;
  }
  return found as unknown as RunSetups;
}
