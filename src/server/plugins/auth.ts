import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import { type ActiveSession, findSession, SESSION_ABSOLUTE_MS } from '../services/sessions';
import { registerSessionCache } from './session-cache';

export const SESSION_COOKIE = 'rc_session';
/**
 * A readable, secret-free hint that this browser holds a session, so the client can skip the
 * user look-up (and its 401) for visitors who never signed in. It grants nothing: the server
 * only ever trusts the HttpOnly session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'rc_signed_in';

/**
 * Who may call a route, declared in its options (`config: { auth }`), never by the handler:
 * - 'racer': signed-in racers only; a visitor gets 401 before the body is read or validated.
 * - 'optional': anyone; the session is read when there is one (`request.auth`), and the answer
 *   may depend on it (a private file, the wizard with a car, signing in and out).
 * - 'public': anyone, and the answer is the same for all, so the session is not even read.
 * Every /api and /uploads route must declare one: a route without it fails at registration.
 */
export const ROUTE_AUTH = ['racer', 'optional', 'public'] as const;
export type RouteAuth = (typeof ROUTE_AUTH)[number];

export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The signed-in racer's session; null for a visitor, and always on 'public' routes. */
    auth: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Every route that declared who may call it, as registered (the authorization matrix reads it). */
    routeAuth: DeclaredRoute[];
  }
}

// The built client's files are the same for everyone and carry no declaration.
const DECLARATION_NEEDED = /^\/(api|uploads)\//;

const SCOPE_AUTH = Symbol('scopeAuth');
type Scope = FastifyInstance & { [SCOPE_AUTH]?: RouteAuth };

/**
 * Declares every route registered in this encapsulated scope (and below it) that has no
 * declaration of its own: for a third-party plugin whose routes cannot carry our `config`
 * (the API docs page and its assets).
 */
export function declareScopeAuth(scope: FastifyInstance, auth: RouteAuth): void {
  (scope as Scope)[SCOPE_AUTH] = auth;
}

/** Checks each route's declaration as it is registered and gives it the matching hook. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('routeAuth', []);
  registerSessionCache(app);

  const readSession = async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = (await findSession(app.db, token, app.sessionCache)) ?? null;
  };
  // A visitor on a racer route costs no parsing, validation or handler. The look-up is written out
  // rather than awaiting readSession: every signed-in list read runs this, one promise fewer.
  const requireRacer = async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findSession(app.db, token, app.sessionCache) : undefined;
    if (!session) throw unauthorized();
    request.auth = session;
  };

  // A function, not an arrow: fastify calls it with the scope the route is registered in.
  app.addHook('onRoute', function (this: Scope, route) {
    const auth = route.config?.auth ?? this[SCOPE_AUTH];
    if (auth === undefined && !DECLARATION_NEEDED.test(route.url)) return;
    if (!ROUTE_AUTH.includes(auth as RouteAuth))
      throw new Error(
        `${route.method} ${route.url} must declare who may call it: config: { auth: ${ROUTE_AUTH.map((a) => `'${a}'`).join(' | ')} }`,
      );
    const declared = auth as RouteAuth;
    for (const method of [route.method].flat())
      app.routeAuth.push({ method, url: route.url, auth: declared });
    if (declared === 'public') return;
    // Before the route's own onRequest hooks (rate limits), as the session was read before them.
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [declared === 'racer' ? requireRacer : readSession, ...own];
  });
}

/**
 * The signed-in racer, on a route declared `auth: 'racer'` (whose hook has refused visitors).
 * Anywhere else a visitor has no racer, and asking for one is a bug in the route: it fails loudly.
 */
export function racerOf(request: FastifyRequest): ActiveSession {
  if (!request.auth)
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the racer but is not declared 'racer'`,
    );
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
