import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../shared/schemas/common';
import {
  copyPublicSetupSchema,
  publicSetupPageSchema,
  publicSetupQuerySchema,
  publicSetupSchema,
} from '../../shared/schemas/public-setup';
import { setupSheetSchema } from '../../shared/schemas/setup-sheet';
import { racerOf } from '../plugins/auth';
import { sendCachedAnswer } from '../plugins/cached-answers';
import * as publicSetups from '../services/public-setups';

/** The community list: readable by anyone, copied by signed-in racers. */
export async function publicSetupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public-setups',
    {
      config: { auth: 'public' },
      schema: { querystring: publicSetupQuerySchema, response: { 200: publicSetupPageSchema } },
    },
    async (request, reply) =>
      sendCachedAnswer(request, reply, {
        // The parsed query lists its fields in the schema's order, so equal searches share a key.
        key: `public:search:${JSON.stringify(request.query)}`,
        revision: await publicSetups.publicRevision(app.db),
        schema: publicSetupPageSchema,
        load: () => publicSetups.searchPublicSetups(app.db, request.query),
      }),
  );

  r.get(
    '/api/public-setups/:id',
    { config: { auth: 'public' }, schema: { params: idParamsSchema, response: { 200: publicSetupSchema } } },
    async (request, reply) =>
      sendCachedAnswer(request, reply, {
        key: `public:setup:${request.params.id}`,
        revision: await publicSetups.publicRevision(app.db),
        schema: publicSetupSchema,
        load: () => publicSetups.getPublicSetup(app.db, request.params.id),
      }),
  );

  r.post(
    '/api/public-setups/:id/copy',
    {
      config: { auth: 'racer' },
      schema: {
        params: idParamsSchema,
        body: copyPublicSetupSchema.nullish(),
        response: { 201: setupSheetSchema },
      },
    },
    async (request, reply) => {
      const { user } = racerOf(request);
      const copy = await publicSetups.copyPublicSetup(
        app.db,
        user.id,
        request.params.id,
        request.body?.rcCarId,
        app.config.storageQuotaBytes,
        app.config.accountLimits,
      );
      return reply.code(201).send(copy);
    },
  );
}
