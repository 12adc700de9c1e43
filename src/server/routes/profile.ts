import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savedSecurityQuestionsSchema, securityQuestionsUpdateSchema } from '../../shared/schemas/auth';
import { profileUpdateSchema, userSchema } from '../../shared/schemas/user';
import { racerOf } from '../plugins/auth';
import * as profile from '../services/profile';

/** Settings' edits of the signed-in racer's own account (no id in the path: the session says whose). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = () => app.config.rateLimits;

  r.patch(
    '/api/profile',
    {
      config: { auth: 'racer', idempotency: false },
      schema: { body: profileUpdateSchema, response: { 200: userSchema } },
    },
    async (request) => profile.updateProfile(app.db, racerOf(request).user.id, request.body, limits()),
  );

  r.get(
    '/api/security-questions',
    { config: { auth: 'racer' }, schema: { response: { 200: savedSecurityQuestionsSchema } } },
    async (request) => profile.securityQuestionsOf(app.db, racerOf(request).user.id),
  );

  // Right after sign-up and in Settings; the service decides when the current password is needed.
  r.put(
    '/api/security-questions',
    { config: { auth: 'racer', idempotency: false }, schema: { body: securityQuestionsUpdateSchema } },
    async (request, reply) => {
      await profile.updateSecurityQuestions(app.db, racerOf(request).user.id, request.body, limits());
      return reply.code(204).send();
    },
  );
}
