import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { setupSheetCopySchema } from '../../shared/schemas/setup-copy';
import {
  setupSheetInputSchema,
  setupSheetSchema,
  setupSheetUpdateSchema,
} from '../../shared/schemas/setup-sheet';
import { racerOf } from '../plugins/auth';
import { sendOwnedList } from '../plugins/cached-answers';
import * as sheets from '../services/setup-sheets';

const setupSheetList = z.array(setupSheetSchema);

export async function setupSheetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/setup-sheets',
    { config: { auth: 'racer' }, schema: { response: { 200: setupSheetList } } },
    async (request, reply) =>
      sendOwnedList(request, reply, 'setup-sheets', setupSheetList, (userId) =>
        sheets.listSetupSheets(app.db, userId),
      ),
  );

  r.post(
    '/api/setup-sheets',
    {
      config: { auth: 'racer' },
      schema: { body: setupSheetInputSchema, response: { 201: setupSheetSchema } },
    },
    async (request, reply) => {
      const sheet = await sheets.createSetupSheet(app.db, racerOf(request).user.id, request.body);
      return reply.code(201).send(sheet);
    },
  );

  r.put(
    '/api/setup-sheets/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: setupSheetUpdateSchema, response: { 200: setupSheetSchema } },
    },
    async (request) =>
      sheets.updateSetupSheet(app.db, racerOf(request).user.id, request.params.id, request.body),
  );

  r.delete(
    '/api/setup-sheets/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await sheets.deleteSetupSheet(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  // One way to copy (services/setup-copies.ts): the wizard's "Apply to a copy" uses it too.
  r.post(
    '/api/setup-sheets/:id/copy',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: setupSheetCopySchema, response: { 201: setupSheetSchema } },
    },
    async (request, reply) => {
      const copy = await sheets.copySetupSheet(
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
