import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { pageQuerySchema } from '../../shared/schemas/paging';
import { tyreSetDetailSchema, tyreSetInputSchema, tyreSetSchema } from '../../shared/schemas/tyre-set';
import { racerOf } from '../plugins/auth';
import { sendOwnedPage } from '../plugins/paged-answers';
import * as tyreSets from '../services/tyre-sets';

const tyreSetList = z.array(tyreSetSchema);

/** Tyre sets (issue 19): the racer's own, with what each has done from the run log. */
export async function tyreSetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tyre-sets',
    { config: { auth: 'racer' }, schema: { querystring: pageQuerySchema, response: { 200: tyreSetList } } },
    async (request, reply) =>
      sendOwnedPage(request, reply, 'tyre-sets', {
        item: tyreSetSchema,
        query: request.query,
        order: tyreSets.TYRE_SET_ORDER,
        load: (userId, page) => tyreSets.listTyreSets(app.db, userId, page),
      }),
  );

  r.post(
    '/api/tyre-sets',
    { config: { auth: 'racer' }, schema: { body: tyreSetInputSchema, response: { 201: tyreSetSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await tyreSets.createTyreSet(
            app.db,
            racerOf(request).user.id,
            request.body,
            app.config.accountLimits,
          ),
        ),
  );

  r.get(
    '/api/tyre-sets/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema, response: { 200: tyreSetDetailSchema } } },
    async (request) => tyreSets.getTyreSet(app.db, racerOf(request).user.id, request.params.id),
  );

  r.put(
    '/api/tyre-sets/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: tyreSetInputSchema, response: { 200: tyreSetSchema } },
    },
    async (request) =>
      tyreSets.updateTyreSet(app.db, racerOf(request).user.id, request.params.id, request.body),
  );

  r.delete(
    '/api/tyre-sets/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await tyreSets.deleteTyreSet(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
