import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  registerBodySchema,
  resetPasswordSchema,
  securityQuestionsRequestSchema,
  securityQuestionsResponseSchema,
} from '../../shared/schemas/auth';
import { userSchema } from '../../shared/schemas/user';
import { toUser } from '../db/mappers';
import { clearSessionCookie, racerOf, setSessionCookie } from '../plugins/auth';
import { deviceToken, setDeviceCookie } from '../plugins/device-cookie';
import { limitByIp } from '../plugins/ip-limit';
import * as accounts from '../services/accounts';
import type { Browser } from '../services/attempt-guards';
import { rememberDevice } from '../services/known-devices';
import { createSession, deleteSession } from '../services/sessions';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const messageSchema = z.object({ message: z.string() });

const browserOf = (request: FastifyRequest): Browser => ({
  ip: request.ip,
  deviceToken: deviceToken(request),
});

/** After a sign-in or registration: this browser becomes known to the racer (services/known-devices.ts). */
async function rememberBrowser(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const token = await rememberDevice(request.server.db, userId, deviceToken(request));
  setDeviceCookie(request, reply, token);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = () => app.config.rateLimits;

  r.get(
    '/api/auth/user',
    { config: { auth: 'racer' }, schema: { response: { 200: userSchema } } },
    async (request) => toUser(racerOf(request).user),
  );

  r.post(
    '/api/register',
    {
      config: { auth: 'public' },
      schema: { body: registerBodySchema, response: { 201: userSchema } },
      onRequest: limitByIp('register', () => limits().registerPerIpPerHour, HOUR_MS),
    },
    async (request, reply) => {
      const user = await accounts.register(app.db, request.body);
      setSessionCookie(request, reply, await createSession(app.db, user.id));
      await rememberBrowser(request, reply, user.id);
      return reply.code(201).send(user);
    },
  );

  r.post(
    '/api/login',
    {
      config: { auth: 'optional' },
      schema: { body: loginSchema, response: { 200: userSchema } },
      onRequest: limitByIp('login', () => limits().loginPerIpPerMinute, MINUTE_MS),
    },
    async (request, reply) => {
      const user = await accounts.authenticate(app.db, request.body, limits(), browserOf(request));
      // A fresh token at every sign-in; an earlier session on this browser is ended.
      if (request.auth) await deleteSession(app.db, request.auth.sid);
      setSessionCookie(request, reply, await createSession(app.db, user.id));
      await rememberBrowser(request, reply, user.id);
      return user;
    },
  );

  r.post('/api/logout', { config: { auth: 'optional' } }, async (request, reply) => {
    if (request.auth) await deleteSession(app.db, request.auth.sid);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  r.post(
    '/api/get-security-questions',
    {
      config: { auth: 'public' },
      schema: { body: securityQuestionsRequestSchema, response: { 200: securityQuestionsResponseSchema } },
      onRequest: limitByIp('reset', () => limits().resetPerIpPerMinute, MINUTE_MS),
    },
    async (request) => accounts.getSecurityQuestions(app.db, request.body.email),
  );

  r.post(
    '/api/reset-password',
    {
      config: { auth: 'public' },
      schema: { body: resetPasswordSchema, response: { 200: messageSchema } },
      onRequest: limitByIp('reset', () => limits().resetPerIpPerMinute, MINUTE_MS),
    },
    async (request) => {
      await accounts.resetPassword(app.db, request.body, limits(), browserOf(request));
      return { message: 'Password reset successful' };
    },
  );

  r.post(
    '/api/change-password',
    {
      // The account itself, not a racer's records (DESIGN: Idempotency-Key is for records).
      config: { auth: 'racer', idempotency: false },
      schema: { body: changePasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const session = racerOf(request);
      await accounts.changePassword(app.db, session.user.id, session.sid, request.body, limits());
      return { message: 'Password changed' };
    },
  );

  r.delete(
    '/api/delete-account',
    { config: { auth: 'racer', idempotency: false }, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      const session = racerOf(request);
      await accounts.deleteAccount(app.db, session.user.id, request.body, limits());
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );
}
