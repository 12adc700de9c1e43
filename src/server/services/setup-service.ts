import type { Db } from '../db';

/** The racer a setup is written for: ESC setups name their creator by username. */
export interface Racer {
  id: number;
  username: string;
}

/** What each kind's service offers the routes (services/setup-sheets.ts, services/esc-setups.ts). */
export interface SetupService<Entity, Values, Update, Copy> {
  list: (db: Db, userId: number) => Promise<Entity[]>;
  create: (db: Db, racer: Racer, values: Values) => Promise<Entity>;
  update: (db: Db, racer: Racer, id: number, values: Update) => Promise<Entity>;
  remove: (db: Db, userId: number, id: number) => Promise<void>;
  copy: (db: Db, userId: number, id: number, copy: Copy, quotaBytes: number) => Promise<Entity>;
}
