import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route whose request can cost seconds of work (import, preview, export, compare, analyse):
     * it takes a share of the instance (fair-share.ts) for as long as it runs.
     */
    heavy?: boolean;
  }
  interface FastifyRequest {
    /** On a heavy route: aborted when the client goes before its answer, so its job is dropped. */
    gone: AbortSignal | null;
  }
}

/** What a refused client is told to wait: about one heavy job's time. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Fair share of the heavy routes (issue 28): each racer (a visitor by address) has at most
 * `perRacer` heavy requests in flight and the instance `inFlight`, so one racer's ten imports
 * cannot take every worker, connection and megabyte from everyone else. Checked before the body
 * is read; the share is given back when the response ends in any way (sent, failed, or the
 * client gone), exactly once.
 */
export function registerFairShare(app: FastifyInstance): void {
  const { perRacer, inFlight } = app.config.heavy;
  const perKey = new Map<string, number>();
  let total = 0;
  app.decorateRequest('gone', null);

  const take = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = request.auth ? `racer:${request.auth.user.id}` : `ip:${request.ip}`;
    const mine = perKey.get(key) ?? 0;
    const retryAfter = { 'retry-after': String(RETRY_AFTER_SECONDS) };
    if (mine >= perRacer)
      throw new AppError(
        429,
        `You already have ${perRacer} imports, exports or comparisons running (the limit at once). Try again in ${RETRY_AFTER_SECONDS} s, when one has finished.`,
        'rate_limited',
        retryAfter,
      );
    if (total >= inFlight)
      throw new AppError(
        503,
        `The server is busy with other racers' imports and exports; try again in ${RETRY_AFTER_SECONDS} s.`,
        'busy',
        retryAfter,
      );
    perKey.set(key, mine + 1);
    total += 1;
    let released = false;
    const gone = new AbortController();
    request.gone = gone.signal;
    // A response emits 'close' once whichever way it ends, the connection dropped included. The
    // share is given back then, so the job of a client that left must end too: else opening and
    // dropping connections would pile jobs behind the pool's threads.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
      if (released) return;
      released = true;
      total -= 1;
      const left = (perKey.get(key) ?? 1) - 1;
      if (left > 0) perKey.set(key, left);
      else perKey.delete(key);
    });
  };

  // After auth's onRoute hook (registered first), so the racer is known when the share is taken.
  app.addHook('onRoute', (route) => {
    if (!route.config?.heavy) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...own, take];
  });
}
