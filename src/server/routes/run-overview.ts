import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOverviewSchema } from '../../shared/schemas/run-overview';
import { sendOwnedList } from '../plugins/cached-answers';
import { runOverview } from '../services/run-overview';

/**
 * GET /api/runs/overview: the dashboard's last race day and the fleet's best laps (issue 16).
 * Cached by the racer's data revision: every change to their runs, setups or cars moves it.
 */
export async function runOverviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/runs/overview',
    { config: { auth: 'racer' }, schema: { response: { 200: runOverviewSchema } } },
    async (request, reply) =>
      sendOwnedList(request, reply, 'run-overview', runOverviewSchema, (userId) =>
        runOverview(app.db, userId),
      ),
  );
}
