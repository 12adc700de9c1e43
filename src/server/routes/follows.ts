import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { followInputSchema, followSchema } from '../../shared/schemas/follow';
import { matchConfirmSchema } from '../../shared/schemas/notice';
import { runSchema } from '../../shared/schemas/run';
import { racerOf } from '../plugins/auth';
import * as follows from '../services/follows';
import { createNotifier } from '../services/notices';
import { confirmMatch, declineMatch, type MatchDeps } from '../services/race-matches';

/** What matching needs from a request: the app's database, log and a notifier (stores, then pushes). */
export function matchDepsOf(app: FastifyInstance): MatchDeps {
  return {
    db: app.db,
    log: app.log,
    notifier: createNotifier(app.db, app.config.arrivals, app.log),
    now: () => Date.now(),
    limits: app.config.accountLimits,
  };
}

/** A racer's followed results addresses, and their answers to "Is this you?" (issue 30). */
export async function followRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = matchDepsOf(app);

  r.get(
    '/api/follows',
    { config: { auth: 'racer' }, schema: { response: { 200: z.array(followSchema) } } },
    async (request) => follows.listFollows(app.db, racerOf(request).user.id),
  );

  // Following an address again answers the follow already made (200), not a second one.
  r.post(
    '/api/follows',
    {
      config: { auth: 'racer' },
      schema: { body: followInputSchema, response: { 200: followSchema, 201: followSchema } },
    },
    async (request, reply) => {
      const answer = await follows.followSource(
        deps,
        app.config.arrivals,
        racerOf(request).user.id,
        request.body,
      );
      return reply.code(answer.created ? 201 : 200).send(answer.follow);
    },
  );

  r.delete(
    '/api/follows/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await follows.unfollow(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/matches/:id/confirm',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: matchConfirmSchema, response: { 201: runSchema } },
    },
    async (request, reply) => {
      const run = await confirmMatch(deps, racerOf(request).user.id, request.params.id, request.body.rcCarId);
      return reply.code(201).send(run);
    },
  );

  r.post(
    '/api/matches/:id/decline',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await declineMatch(deps, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
