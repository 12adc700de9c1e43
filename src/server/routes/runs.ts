import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import {
  runCreateSchema,
  runListQuerySchema,
  runSchema,
  runSummarySchema,
  runUpdateSchema,
} from '../../shared/schemas/run';
import {
  importPreviewRequestSchema,
  importPreviewSchema,
  runImportBatchResultSchema,
  runImportBatchSchema,
  runImportSchema,
} from '../../shared/schemas/run-import';
import { racerOf } from '../plugins/auth';
import { sendOwnedPage } from '../plugins/paged-answers';
import { importRun, previewImport } from '../services/run-import';
import { importRuns } from '../services/run-import-batch';
import * as runs from '../services/runs';

const runList = z.array(runSummarySchema);
/** A 2 MB result as JSON: escapes and multi-byte characters make the body larger than the text. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export async function runRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/runs',
    { config: { auth: 'racer' }, schema: { querystring: runListQuerySchema, response: { 200: runList } } },
    async (request, reply) => {
      const query = request.query;
      const filter = `${query.rcCarId ?? ''}:${query.track?.toLowerCase() ?? ''}:${query.from ?? ''}:${query.to ?? ''}`;
      return sendOwnedPage(request, reply, `runs:${filter}`, {
        item: runSummarySchema,
        query,
        order: runs.RUN_ORDER,
        load: (userId, page) => runs.listRuns(app.db, userId, query, page),
      });
    },
  );

  r.post(
    '/api/runs',
    { config: { auth: 'racer' }, schema: { body: runCreateSchema, response: { 201: runSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await runs.createRun(app.db, racerOf(request).user.id, request.body, app.config.accountLimits)),
  );

  r.post(
    '/api/runs/import/preview',
    {
      config: { auth: 'racer', heavy: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importPreviewRequestSchema, response: { 200: importPreviewSchema } },
    },
    async (request) =>
      previewImport(app.db, app.heavy, racerOf(request).user.id, request.body.text, request.gone),
  );

  r.post(
    '/api/runs/import',
    {
      config: { auth: 'racer', heavy: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: runImportSchema, response: { 201: runSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await importRun(
            app.db,
            app.heavy,
            racerOf(request).user.id,
            request.body,
            app.config.accountLimits,
            request.gone,
          ),
        ),
  );

  // A whole file's races at once: 201 when any run was made, 200 when every pick was skipped.
  r.post(
    '/api/runs/import/batch',
    {
      config: { auth: 'racer', heavy: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        body: runImportBatchSchema,
        response: { 200: runImportBatchResultSchema, 201: runImportBatchResultSchema },
      },
    },
    async (request, reply) => {
      const { user } = racerOf(request);
      const answer = await importRuns(
        app.db,
        app.heavy,
        user.id,
        request.body,
        app.config.accountLimits,
        request.gone,
      );
      return reply.code(answer.runs.length > 0 ? 201 : 200).send(answer);
    },
  );

  r.get(
    '/api/runs/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema, response: { 200: runSchema } } },
    async (request) => runs.getRun(app.db, racerOf(request).user.id, request.params.id),
  );

  r.put(
    '/api/runs/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: runUpdateSchema, response: { 200: runSchema } },
    },
    async (request) => runs.updateRun(app.db, racerOf(request).user.id, request.params.id, request.body),
  );

  r.delete(
    '/api/runs/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await runs.deleteRun(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
