import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LIST_ENCODINGS, ListCache, type ListEncoding } from '../services/list-cache';
import { requireAuth } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

export function registerListCache(app: FastifyInstance, maxBytes: number): void {
  app.decorate('listCache', new ListCache(maxBytes));
}

/**
 * Answers one of the signed-in racer's lists, from the list cache while the racer's data is
 * unchanged. A fresh answer is checked against the route's response schema and serialized
 * exactly as the route's serializer would; a cached one is sent as the bytes it was. A 40-sheet
 * list is ~45 KB of JSON, so it goes compressed to browsers that accept it (all do): a phone at
 * the track downloads a tenth of it.
 */
export async function sendOwnedList<T, R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  list: string,
  schema: z.ZodType<T>,
  load: (userId: number) => Promise<unknown>,
): Promise<R> {
  const { user, dataRevision } = requireAuth(request);
  const accepted = request.headers['accept-encoding'];
  const wanted = (accepted && (negotiate(accepted, LIST_ENCODINGS) as ListEncoding | null)) || 'identity';
  const { body, encoding } = await request.server.listCache.get(
    { userId: user.id, list, revision: dataRevision },
    async () => JSON.stringify(schema.parse(await load(user.id))),
    wanted,
  );
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(body);
  return reply;
}
