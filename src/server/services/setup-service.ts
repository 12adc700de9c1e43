import type { AccountLimits } from '../../shared/constants/account-limits';
import type { Db } from '../db';
import type { PageRequest } from '../db/keyset';
import type { SetupHistoryService } from './setup-history';

/** The racer a setup is written for: ESC setups name their creator by username. */
export interface Racer {
  id: number;
  username: string;
}

/** What each kind's service offers the routes (services/setup-sheets.ts, services/esc-setups.ts). */
export interface SetupService<Entity, Values, Update, Copy> extends SetupHistoryService<Entity> {
  /** One page of the racer's setups of the kind, the last changed first (setup-records.ts SETUP_ORDER). */
  list: (db: Db, userId: number, page: PageRequest) => Promise<Entity[]>;
  create: (db: Db, racer: Racer, values: Values, limits: AccountLimits) => Promise<Entity>;
  /** `baseVersion`: the version the edit started from (If-Match); a stale one is refused with 412. */
  update: (
    db: Db,
    racer: Racer,
    id: number,
    values: Update,
    limits: AccountLimits,
    baseVersion?: number,
  ) => Promise<Entity>;
  remove: (db: Db, userId: number, id: number) => Promise<void>;
  copy: (
    db: Db,
    userId: number,
    id: number,
    copy: Copy,
    quotaBytes: number,
    limits: AccountLimits,
  ) => Promise<Entity>;
}
