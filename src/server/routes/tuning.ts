import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyseRequestSchema,
  analysisResultSchema,
  questionsQuerySchema,
  tuningGoalSchema,
  tuningQuestionSchema,
} from '../../shared/schemas/tuning';
import { sendCachedAnswer } from '../plugins/cached-answers';
import * as tuning from '../services/tuning';

/** The AI tuning wizard (SPEC §7). Public: a visitor may analyse too; only rcCarId needs a racer. */
export async function tuningRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tuning/goals',
    { config: { auth: 'public' }, schema: { response: { 200: z.array(tuningGoalSchema) } } },
    async () => tuning.listGoals(),
  );

  r.get(
    '/api/tuning/questions',
    {
      config: { auth: 'optional' },
      schema: { querystring: questionsQuerySchema, response: { 200: z.array(tuningQuestionSchema) } },
    },
    async (request) => tuning.listQuestions(app.db, request.auth?.user.id ?? null, request.query),
  );

  r.post(
    '/api/tuning/analyse',
    {
      config: { auth: 'optional', heavy: true },
      schema: { body: analyseRequestSchema, response: { 200: analysisResultSchema } },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth || request.body.rcCarId == null)
        return tuning.analyseHandling(app.db, auth?.user.id ?? null, request.body);
      // With a car the answer is made from the racer's data only (and the knowledge base, fixed for
      // the process): kept, compressed, while their data revision stands. The answers are hashed so a
      // key stays short whatever a client sends; a refused request is never kept.
      const { goalId, rcCarId, handlingResponses } = request.body;
      const answers = Object.keys(handlingResponses)
        .sort()
        .map((k) => [k, handlingResponses[k]]);
      const digest = createHash('sha256')
        .update(JSON.stringify([goalId, answers]))
        .digest('base64url');
      return sendCachedAnswer(request, reply, {
        key: `racer:${auth.user.id}:analyse:${rcCarId}:${digest}`,
        revision: auth.dataRevision,
        schema: analysisResultSchema,
        load: () => tuning.analyseHandling(app.db, auth.user.id, request.body),
      });
    },
  );
}
