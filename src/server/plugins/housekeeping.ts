import type { FastifyInstance } from 'fastify';
import { deleteExpiredIdempotencyKeys } from '../services/idempotency';
import { backfillImages } from '../services/image-backfill';
import { deleteStaleDevices } from '../services/known-devices';
import { deleteExpiredLimits } from '../services/rate-limits';
import { deleteExpiredSessions } from '../services/sessions';
import { sweepUploads } from '../services/upload-sweep';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** The backfill starts this long after start-up, once the app is serving. */
const BACKFILL_AFTER_MS = 10_000;

/**
 * Sweeps hourly while the app runs: expired sessions and rate-limit windows, long-unseen
 * browsers, Idempotency-Keys past their day, uploads nothing has named for UPLOAD_GRACE_HOURS, and stored bytes no file record
 * names any more. Photos stored before migration 0008 are re-encoded soon after start-up, and
 * by every sweep after that until none is left (services/image-backfill.ts).
 */
export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let firstBackfill: NodeJS.Timeout | undefined;
  let closing = false;
  let backfilling: Promise<void> | undefined;

  const backfill = (): Promise<void> => {
    backfilling ??= backfillImages(app.db, { shouldStop: () => closing })
      .then((done) => {
        if (done.reencoded || done.kept)
          app.log.info(done, 'housekeeping re-encoded files stored before 0008');
      })
      .catch((error) => app.log.warn({ err: error }, 'housekeeping backfill failed'))
      .finally(() => {
        backfilling = undefined;
      });
    return backfilling;
  };

  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db);
      await deleteExpiredLimits(app.db);
      await deleteStaleDevices(app.db);
      await deleteExpiredIdempotencyKeys(app.db);
      const purged = await sweepUploads(app.db, app.config.uploadGraceMs);
      if (purged.files || purged.blobs) app.log.info(purged, 'housekeeping purged unattached uploads');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping sweep failed');
    }
    void backfill();
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    firstBackfill = setTimeout(backfill, BACKFILL_AFTER_MS);
    firstBackfill.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    clearTimeout(firstBackfill);
    // Let the blob in hand finish: the database closes after this.
    await backfilling;
  });
}
