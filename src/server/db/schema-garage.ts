import type { Generated } from 'kysely';
import type { Flag } from './flag';

/*
 * The garage tools' tables (issue 19): tyre sets and the runs that name them, maintenance items and
 * their log. Kept beside schema.ts, which lists them in `Database`.
 */

/** A racer's set of tyres (migration 0014); `retired` keeps its history out of the everyday list. */
export interface TyreSetsTable {
  id: Generated<number>;
  userId: number;
  brand: string;
  compound: string | null;
  insert: string | null;
  wheel: string | null;
  /** 'front' | 'rear' | 'all' (src/shared/schemas/tyre-set.ts). */
  position: string;
  /** YYYY-MM-DD */
  gluedOn: string | null;
  cost: number | null;
  notes: string | null;
  retired: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

/** Which tyre sets a run used (migration 0014). */
export interface RunTyreSetsTable {
  runId: number;
  tyreSetId: number;
}

/** A part of a car with a life, counted from the run log (migration 0015). */
export interface MaintenanceItemsTable {
  id: Generated<number>;
  userId: number;
  rcCarId: number;
  name: string;
  /** runs | minutes | tanks (src/shared/schemas/maintenance.ts). */
  lifeUnit: string;
  lifeAmount: number;
  /** Minutes one tank runs; set only for items counted in tanks. */
  tankMinutes: number | null;
  createdAt: string;
  /** Null until first marked done: usage then counts from createdAt. */
  lastDoneAt: string | null;
}

/** Each time an item was marked done (migration 0015). */
export interface MaintenanceLogTable {
  id: Generated<number>;
  itemId: number;
  doneAt: string;
  note: string | null;
  /** The item's usage when it was marked done, in its life unit. */
  usage: number;
}
