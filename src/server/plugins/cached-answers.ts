import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ANSWER_ENCODINGS,
  AnswerCache,
  type AnswerEncoding,
  type AnswerWithHeaders,
} from '../services/answer-cache';
import { racerOf } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

export function registerAnswerCache(app: FastifyInstance, maxBytes: number): void {
  app.decorate('answerCache', new AnswerCache(maxBytes));
}

interface CachedAnswer<T> {
  /** What the answer depends on besides the revision (whose list, which search). */
  key: string;
  /** The database's revision of the data the answer is made from, read for this request. */
  revision: number;
  schema: z.ZodType<T>;
  load: () => Promise<unknown>;
}

/**
 * Sends a JSON answer from the answer cache while its data's revision is unchanged. A fresh
 * answer is checked against the route's response schema and serialized exactly as the route's
 * serializer would; a cached one is sent as the bytes it was. Answers go compressed to browsers
 * that accept it (all do): a 40-sheet list is ~45 KB of JSON, a tenth of that in brotli.
 */
export async function sendCachedAnswer<T, R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  answer: CachedAnswer<T>,
): Promise<R> {
  return sendAnswer(request, reply, answer.key, answer.revision, async () =>
    JSON.stringify(answer.schema.parse(await answer.load())),
  );
}

/**
 * Sends what `produce` makes (serialized JSON, with any headers that belong to it, such as a list
 * page's link to the next) from the answer cache while the revision stands; the headers are kept
 * with the body and sent again with it.
 */
export async function sendAnswer<R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  key: string,
  revision: number,
  produce: () => Promise<string | AnswerWithHeaders>,
): Promise<R> {
  const accepted = request.headers['accept-encoding'];
  const wanted = (accepted && (negotiate(accepted, ANSWER_ENCODINGS) as AnswerEncoding | null)) || 'identity';
  const { body, encoding, headers } = await request.server.answerCache.get(key, revision, produce, wanted);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.send(body);
  return reply;
}

/** One of the signed-in racer's own lists, checked against their data revision (migration 0003). */
export async function sendOwnedList<T, R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  list: string,
  schema: z.ZodType<T>,
  load: (userId: number) => Promise<unknown>,
): Promise<R> {
  const { user, dataRevision } = racerOf(request);
  return sendCachedAnswer(request, reply, {
    key: `racer:${user.id}:${list}`,
    revision: dataRevision,
    schema,
    load: () => load(user.id),
  });
}
