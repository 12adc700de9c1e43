import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { AppError, badRequest, conflict } from '../errors';
import { claimKey, releaseKey, storeAnswer } from '../services/idempotency';
import { racerOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a racer route that is not about the racer's records (the account's own endpoints). */
    idempotency?: false;
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored (or the key given back). */
    idempotency: { userId: number; key: string; createdAt: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII without spaces: a UUID, a ULID or any token a client makes up. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first request with its key to answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request a key stands for: method, route, ids and body, so a key reused for another is caught. */
function fingerprint(request: FastifyRequest): string {
  // Raw bytes (an imported zip) count by their own hash, not as a JSON array of every byte.
  const body = Buffer.isBuffer(request.body)
    ? createHash('sha256').update(request.body).digest('base64url')
    : (request.body ?? null);
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, body]))
    .digest('base64url');
}

/**
 * DESIGN Wave 2 "Idempotency": every POST/PUT/PATCH/DELETE on a racer's records honours an
 * `Idempotency-Key` header, per racer, for 24 hours. The first request with a key runs and its
 * successful answer is kept; a repeat gets that answer (with `Idempotent-Replayed: true`) and
 * writes nothing; a repeat arriving while the first still runs waits for its answer. A failed first
 * request wrote nothing, so its key is given back and a retry runs afresh. The same key sent with
 * another request is refused (422). Without the header nothing changes. Routes declared `auth:
 * 'racer'` take part unless they say `idempotency: false` (sign-in state and the account itself).
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_FORMAT.test(header))
      throw badRequest('Idempotency-Key must be 1 to 255 visible characters without spaces');
    const userId = racerOf(request).user.id;
    const print = fingerprint(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const found = await claimKey(app.db, userId, header, print);
      if (found.state === 'claimed') {
        request.idempotency = { userId, key: header, createdAt: found.createdAt };
        return;
      }
      if (found.state === 'mismatch')
        throw new AppError(
          422,
          'This Idempotency-Key was already used for a different request. Send a new key.',
          'idempotency_key_reused',
        );
      if (found.state === 'answered') {
        const { statusCode, contentType, body } = found.answer;
        reply.code(statusCode).header('idempotent-replayed', 'true');
        if (contentType) reply.type(contentType);
        return reply.send(body === '' ? undefined : body);
      }
      if (Date.now() > deadline)
        throw conflict('The same request is still being processed. Please try again in a moment.');
      await pause(POLL_MS);
    }
  };

  const keep: onSendHookHandler = async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const { userId, key, createdAt } = held;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const body = payload === null || payload === undefined ? '' : payload;
    try {
      if (ok && (typeof body === 'string' || Buffer.isBuffer(body))) {
        const contentType = reply.getHeader('content-type');
        await storeAnswer(app.db, userId, key, createdAt, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: body.toString(),
        });
      } else {
        await releaseKey(app.db, userId, key, createdAt);
      }
    } catch (error) {
      // The answer goes out regardless; a repeat then waits, and after a while runs again.
      request.log.warn({ err: error }, 'could not keep the answer to an Idempotency-Key');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'racer' || route.config.idempotency === false) return;
    if (![route.method].flat().some((method) => WRITES.has(method))) return;
    // After the route's own preHandlers: by then the racer is known and the body valid.
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), claim];
    route.onSend = [keep, ...(route.onSend === undefined ? [] : [route.onSend].flat())];
  });
}
