import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type CompareQuery,
  compareAnswerSchema,
  compareQuerySchema,
  formatCompareRef,
} from '../../shared/schemas/compare';
import { sendCachedAnswer } from '../plugins/cached-answers';
import { compareSetups } from '../services/compare';
import { publicRevision } from '../services/public-setups';
import type { ActiveSession } from '../services/sessions';

/**
 * Which answer a compare is and the revision it was read at. A version's content never changes,
 * so an answer changes only with the racer's data (their data revision: setups and cars) and,
 * when it names a community setup, with the community's revision.
 */
async function answerKey(app: FastifyInstance, auth: ActiveSession | null, query: CompareQuery) {
  const refs = `${query.kind}:${query.refs.map(formatCompareRef).join(',')}`;
  const community = query.refs.some((r) => r.type === 'public') ? await publicRevision(app.db) : 0;
  return auth
    ? { key: `racer:${auth.user.id}:compare:${community}:${refs}`, revision: auth.dataRevision }
    : { key: `public:compare:${refs}`, revision: community };
}

/**
 * Compare (issue 15). Optional sign-in: a visitor may compare community setups; the racer's own
 * setups are theirs alone (another racer's, or any when signed out, are not found).
 */
export async function compareRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/compare',
    {
      config: { auth: 'optional', heavy: true },
      schema: { querystring: compareQuerySchema, response: { 200: compareAnswerSchema } },
    },
    async (request, reply) => {
      const load = () => compareSetups(app.db, request.auth?.user.id ?? null, request.query);
      // A setup shared by link changes with its owner's data and goes when the link is revoked,
      // neither of which any revision the cache knows of follows: such a compare is read afresh.
      if (request.query.refs.some((r) => r.type === 'shared')) return load();
      return sendCachedAnswer(request, reply, {
        ...(await answerKey(app, request.auth, request.query)),
        schema: compareAnswerSchema,
        load,
      });
    },
  );
}
