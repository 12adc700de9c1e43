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

/**
 * The page's origin must be where the app is served: the configured PUBLIC_ORIGIN, or else the
 * Host header this server received. Never X-Forwarded-Host, which any client can send and a
 * proxy may pass through untouched.
 */
function originMatches(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const configured = request.server.config.publicOrigins;
  try {
    const url = new URL(origin);
    return configured.length > 0 ? configured.includes(url.origin) : url.host === request.headers.host;
  } catch {
    return false; // includes the literal 'null' origin of sandboxed frames
  }
}
