import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import { registerFairShare } from './heavy/fair-share';
import { HeavyPool } from './heavy/pool';
import { registerArrivals } from './plugins/arrivals';
import { registerAuth } from './plugins/auth';
import { registerAnswerCache } from './plugins/cached-answers';
import { registerClient } from './plugins/client';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHousekeeping } from './plugins/housekeeping';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorableText } from './plugins/storable-text';
import { authRoutes } from './routes/auth';
import { carRoutes } from './routes/cars';
import { clubRoutes } from './routes/clubs';
import { compareRoutes } from './routes/compare';
import { dataTransferRoutes } from './routes/data-transfer';
import { escSetupRoutes } from './routes/esc-setups';
import { fileRoutes } from './routes/files';
import { followRoutes } from './routes/follows';
import { healthRoutes } from './routes/health';
import { liveRoutes } from './routes/live';
import { maintenanceRoutes } from './routes/maintenance';
import { noticeRoutes } from './routes/notices';
import { profileRoutes } from './routes/profile';
import { publicSetupRoutes } from './routes/public-setups';
import { pushRoutes } from './routes/push';
import { runOverviewRoutes } from './routes/run-overview';
import { runRoutes } from './routes/runs';
import { setupSheetRoutes } from './routes/setup-sheets';
import { shareLinkRoutes } from './routes/share-links';
import { storageRoutes } from './routes/storage';
import { transponderRoutes } from './routes/transponders';
import { tuningRoutes } from './routes/tuning';
import { tyreSetRoutes } from './routes/tyre-sets';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Worker threads for untrusted heavy work: unzipping imports, reading result files. */
    heavy: HeavyPool;
  }
}

/**
 * Fastify takes no hop count (it fails closed on one), so a count becomes the function that
 * believes exactly that many hops from the socket outward: with 1, the client is the address
 * the proxy in front appended, whatever the client put before it.
 */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The whole app, ready for inject() or listen(); it never listens by itself. */
export async function buildApp(
  db: Db,
  config: AppConfig,
  logger?: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : { logger: config.logLevel === 'silent' ? false : { level: config.logLevel } }),
    trustProxy: trustedProxies(config.trustProxy),
    // Connections still open at shutdown are closed once in-flight requests finish.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const heavy = new HeavyPool(config.heavy, (error) => app.log.error({ err: error }, 'heavy worker failed'));
  app.decorate('heavy', heavy);
  app.addHook('onClose', () => heavy.close());

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  registerOriginCheck(app);
  registerStorableText(app);
  registerAuth(app);
  registerIdempotency(app);
  registerFairShare(app);
  registerAnswerCache(app, config.answerCacheBytes);
  registerHousekeeping(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(carRoutes);
  await app.register(transponderRoutes);
  await app.register(tyreSetRoutes);
  await app.register(fileRoutes);
  await app.register(storageRoutes);
  await app.register(setupSheetRoutes);
  await app.register(escSetupRoutes);
  await app.register(publicSetupRoutes);
  await app.register(shareLinkRoutes);
  await app.register(tuningRoutes);
  await app.register(compareRoutes);
  await app.register(runRoutes);
  await app.register(runOverviewRoutes);
  await app.register(maintenanceRoutes);
  await app.register(dataTransferRoutes);
  await app.register(clubRoutes);
  await app.register(followRoutes);
  await app.register(noticeRoutes);
  await app.register(pushRoutes);
  await app.register(liveRoutes);
  registerArrivals(app);
  await registerClient(app, config.clientDir);
  return app;
}
