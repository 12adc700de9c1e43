import type { FastifyBaseLogger } from 'fastify';
import type { NoticeDraft } from '../../shared/schemas/notice';
import type { ArrivalsConfig } from '../config';
import type { Db } from '../db';
import type { HeavyPool } from '../heavy/pool';

/**
 * What the background work of issue 30 shares (the contract between its parts): the result-page
 * poller (src/server/results), the decoder connections (src/server/decoders) and the matching,
 * notices and Web Push (src/server/services/arrivals-*.ts, notices.ts, push.ts).
 */

/** Stores a notice for a racer and pushes it to their subscribed browsers; never throws on a push. */
export interface Notifier {
  notify(userId: number, notice: NoticeDraft): Promise<void>;
}

/** Everything a background worker needs; built once per app by plugins/arrivals.ts. */
export interface BackgroundDeps {
  db: Db;
  heavy: HeavyPool;
  log: FastifyBaseLogger;
  config: ArrivalsConfig;
  notifier: Notifier;
  /** Epoch ms; tests pass a clock they move. */
  now: () => number;
}

/** A background loop the app starts at ready and stops at close (releasing its leases). */
export interface Background {
  stop(): Promise<void>;
}
