import type { FastifyInstance } from 'fastify';
import { changeFeedOf } from '../db/change-feed';
import { SessionCache } from '../services/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and racers kept in memory (issue 31); undefined on a database without a change feed. */
    sessionCache: SessionCache | undefined;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps sessions and racers in memory, dropped by the database's change feed. A racer's own
 * write is also dropped here, before its answer leaves: on PostgreSQL the notification of its
 * commit comes back a moment later, and the racer's next read must already see the write.
 */
export function registerSessionCache(app: FastifyInstance): void {
  const feed = changeFeedOf(app.db);
  const cache = feed ? new SessionCache(feed) : undefined;
  app.decorate('sessionCache', cache);
  if (!cache) return;
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.auth && !READS.has(request.method)) cache.dropRacer(request.auth.user.id);
    done(null, payload);
  });
}
