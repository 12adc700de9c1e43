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
      config: { auth: 'optional' },
      schema: { body: analyseRequestSchema, response: { 200: analysisResultSchema } },
    },
    async (request) => tuning.analyseHandling(app.db, request.auth?.user.id ?? null, request.body),
  );
}
