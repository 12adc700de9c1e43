import type { FastifyInstance } from 'fastify';
import { deleteStaleDevices } from '../services/known-devices';
import { deleteExpiredLimits } from '../services/rate-limits';
import { deleteExpiredSessions } from '../services/sessions';
import { sweepUploads } from '../services/upload-sweep';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps hourly while the app runs: expired sessions and rate-limit windows, long-unseen
 * browsers, uploads nothing has named for UPLOAD_GRACE_HOURS, and stored bytes no file record
 * names any more.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db);
      await deleteExpiredLimits(app.db);
      await deleteStaleDevices(app.db);
      const purged = await sweepUploads(app.db, app.config.uploadGraceMs);
      if (purged.files || purged.blobs) app.log.info(purged, 'housekeeping purged unattached uploads');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
