import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_LIFETIME_MS, isDeviceToken } from '../services/known-devices';
import { isSecure } from './auth';

/**
 * `rc_device` marks a browser a racer has signed in from (see services/known-devices.ts). It
 * grants nothing by itself: it only lets that racer's attempts from this browser be counted
 * apart from everyone else's, so strangers' guesses cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'rc_device';

/** The browser's device token, if it sent one of ours. */
export function deviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return isDeviceToken(token) ? token : undefined;
}

/** Sets (or renews for another year) the browser's device cookie, like the session cookie. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request),
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}
