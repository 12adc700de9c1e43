import type { FastifyInstance } from 'fastify';
import type { Background, BackgroundDeps } from '../arrivals/types';
import { releaseLeasesOf } from '../db/leases';
import { connectDecoder } from '../decoders/decoder-client';
import { startDecoders } from '../live/manager';
import { startResultPolling } from '../results/poller';
import { createNotifier } from '../services/notices';
import { matchSourceRace } from '../services/race-matches';

/**
 * Results that arrive by themselves (issue 30): this instance polls the followed result pages and
 * holds the club decoders' connections, each under a lease so exactly one instance does each, once
 * the app is ready; both stop at close and give their leases up. Off where the config says so (apps
 * built by tests, BACKGROUND_WORK=false).
 */
export function registerArrivals(app: FastifyInstance): void {
  const config = app.config.arrivals;
  if (!config.background) return;
  const deps: BackgroundDeps = {
    db: app.db,
    heavy: app.heavy,
    log: app.log,
    config,
    notifier: createNotifier(app.db, config, app.log),
    now: () => Date.now(),
  };
  const matchDeps = { ...deps, limits: app.config.accountLimits };
  let running: Background[] = [];
  app.addHook('onReady', async () => {
    running = [
      startResultPolling(deps, (sourceRaceId) => matchSourceRace(matchDeps, sourceRaceId)),
      startDecoders(deps, connectDecoder),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(running.map((work) => work.stop()));
    await releaseLeasesOf(app.db, config.instanceId).catch(() => {});
  });
}
