import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** Where the database layer reports what the app cannot see: pool faults, the start-up wait. */
export interface DatabaseLog {
  info: (message: string) => void;
  warn: (details: object, message: string) => void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start-up waits for the database rather than exiting at the first refusal: a container and
 * its database often start together, and PostgreSQL refuses connections while it starts. The
 * wait is bounded, so a wrong address still ends in a clear failure instead of hanging.
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  where: string,
  log: DatabaseLog,
  maxWaitMs: number,
): Promise<void> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log.info(`database ${where} answered after ${attempt} attempts`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const waited = Date.now() - started;
      if (waited >= maxWaitMs) {
        throw new Error(
          `database ${where} did not answer within ${Math.round(maxWaitMs / 1000)} s (${attempt} attempts): ${reason}`,
          { cause: error },
        );
      }
      const delay = Math.min(500 * 2 ** (attempt - 1), 5000, maxWaitMs - waited);
      log.warn(
        { attempt },
        `database ${where} not reachable yet (attempt ${attempt}): ${reason}; trying again in ${(delay / 1000).toFixed(1)} s`,
      );
      await pause(delay);
    }
  }
}
