import type { FastifyInstance } from 'fastify';
import { deleteStaleDevices } from '../services/known-devices';
import { deleteExpiredLimits } from '../services/rate-limits';
import { deleteExpiredSessions } from '../services/sessions';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Sweeps expired sessions, rate-limit windows and long-unseen browsers hourly while the app runs. */
export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db);
      await deleteExpiredLimits(app.db);
      await deleteStaleDevices(app.db);
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
