import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { pageQuerySchema } from '../../shared/schemas/paging';
import {
  transponderCreateSchema,
  transponderSchema,
  transponderUpdateSchema,
} from '../../shared/schemas/transponder';
import { racerOf } from '../plugins/auth';
import { sendOwnedPage } from '../plugins/paged-answers';
import * as transponders from '../services/transponders';

const transponderList = z.array(transponderSchema);

export async function transponderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/transponders',
    {
      config: { auth: 'racer' },
      schema: { querystring: pageQuerySchema, response: { 200: transponderList } },
    },
    async (request, reply) =>
      sendOwnedPage(request, reply, 'transponders', {
        item: transponderSchema,
        query: request.query,
        order: transponders.TRANSPONDER_ORDER,
        load: (userId, page) => transponders.listTransponders(app.db, userId, page),
      }),
  );

  r.post(
    '/api/transponders',
    {
      config: { auth: 'racer' },
      schema: { body: transponderCreateSchema, response: { 201: transponderSchema } },
    },
    async (request, reply) => {
      const row = await transponders.createTransponder(
        app.db,
        racerOf(request).user.id,
        request.body,
        app.config.accountLimits,
      );
      return reply.code(201).send(row);
    },
  );

  r.put(
    '/api/transponders/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: transponderUpdateSchema, response: { 200: transponderSchema } },
    },
    async (request) =>
      transponders.updateTransponder(app.db, racerOf(request).user.id, request.params.id, request.body),
  );

  r.delete(
    '/api/transponders/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await transponders.deleteTransponder(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
