import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import { type ActiveSession, findSession, SESSION_ABSOLUTE_MS } from '../services/sessions';

export const SESSION_COOKIE = 'rc_session';
/**
 * A readable, secret-free hint that this browser holds a session, so the client can skip the
 * user look-up (and its 401) for visitors who never signed in. It grants nothing: the server
 * only ever trusts the HttpOnly session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'rc_signed_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in racer's session, or null for a visitor. */
    auth: ActiveSession | null;
  }
}

/** Resolves the session cookie on every API and upload request. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = (await findSession(app.db, token)) ?? null;
  });
}

/** The current session; 401 for visitors. Routes that need a racer call this first. */
export function requireAuth(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Whether cookies go out `Secure` (COOKIE_SECURE; by default when the request came over HTTPS). */
export function isSecure(request: FastifyRequest): boolean {
  const setting = request.server.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request),
    // The browser may keep it for the absolute lifetime; the server enforces the idle expiry.
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request),
  });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure: isSecure(request) });
}
