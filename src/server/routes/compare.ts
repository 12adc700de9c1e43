import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareAnswerSchema, compareQuerySchema } from '../../shared/schemas/compare';
import { compareSetups } from '../services/compare';

/**
 * Compare (issue 15). Optional sign-in: a visitor may compare community setups; the racer's own
 * setups are theirs alone (another racer's, or any when signed out, are not found).
 */
export async function compareRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/compare',
    {
      config: { auth: 'optional' },
      schema: { querystring: compareQuerySchema, response: { 200: compareAnswerSchema } },
    },
    async (request) => compareSetups(app.db, request.auth?.user.id ?? null, request.query),
  );
}
