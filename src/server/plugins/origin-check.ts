import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls made by another site (DESIGN "Security"): SameSite=Lax
 * already keeps the cookie off most of them; this closes the rest.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  // A callback hook: it runs on every request and has nothing to await.
  app.addHook('onRequest', (request, _reply, done) => {
    const crossSite =
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      (request.headers['sec-fetch-site'] === 'cross-site' || !originMatches(request));
    done(crossSite ? forbidden('Cross-site requests are not allowed') : undefined);
  });
}

function originMatches(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // includes the literal 'null' origin of sandboxed frames
  }
}
