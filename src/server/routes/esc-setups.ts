import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { escSetupInputSchema, escSetupSchema, escSetupUpdateSchema } from '../../shared/schemas/esc-setup';
import { escSetupCopySchema } from '../../shared/schemas/setup-copy';
import { racerOf } from '../plugins/auth';
import { sendOwnedList } from '../plugins/cached-answers';
import * as esc from '../services/esc-setups';

const escSetupList = z.array(escSetupSchema);

export async function escSetupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/esc-setups',
    { config: { auth: 'racer' }, schema: { response: { 200: escSetupList } } },
    async (request, reply) =>
      sendOwnedList(request, reply, 'esc-setups', escSetupList, (userId) =>
        esc.listEscSetups(app.db, userId),
      ),
  );

  r.post(
    '/api/esc-setups',
    { config: { auth: 'racer' }, schema: { body: escSetupInputSchema, response: { 201: escSetupSchema } } },
    async (request, reply) => {
      const { user } = racerOf(request);
      return reply.code(201).send(await esc.createEscSetup(app.db, user.id, user.username, request.body));
    },
  );

  r.put(
    '/api/esc-setups/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: escSetupUpdateSchema, response: { 200: escSetupSchema } },
    },
    async (request) => {
      const { user } = racerOf(request);
      return esc.updateEscSetup(app.db, user.id, user.username, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/esc-setups/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await esc.deleteEscSetup(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  // One way to copy (services/setup-copies.ts): the wizard's "Apply to a copy" uses it too.
  r.post(
    '/api/esc-setups/:id/copy',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: escSetupCopySchema, response: { 201: escSetupSchema } },
    },
    async (request, reply) => {
      const copy = await esc.copyEscSetup(
        app.db,
        racerOf(request).user.id,
        request.params.id,
        request.body,
        app.config.storageQuotaBytes,
      );
      return reply.code(201).send(copy);
    },
  );
}
