import type { FastifyInstance } from 'fastify';
import { deleteExpiredLimits } from '../services/rate-limits';
import { deleteExpiredSessions } from '../services/sessions';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Sweeps expired sessions and rate-limit windows hourly while the app runs. */
export function registerHousekeeping(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db);
      await deleteExpiredLimits(app.db);
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
