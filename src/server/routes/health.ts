import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiErrorAnswer } from '../../shared/schemas/error';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { auth: 'public' } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ message: 'Database unavailable', code: 'db_unavailable' } satisfies ApiErrorAnswer);
    }
  });
}
