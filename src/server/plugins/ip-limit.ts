import type { FastifyRequest } from 'fastify';
import { consume } from '../services/rate-limits';

/**
 * A route onRequest hook that counts one request from the client's address against `limit` per
 * window. It runs before the body is read, so a flood is refused without parsing what it sent.
 */
export function limitByIp(action: string, limit: () => number, windowMs: number) {
  return async (request: FastifyRequest): Promise<void> => {
    await consume(request.server.db, `${action}:ip:${request.ip}`, limit(), windowMs);
  };
}
