import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/schemas/notice';
import { racerOf } from '../plugins/auth';
import * as push from '../services/push';

/** Web Push (issue 30): the server's VAPID key, and a browser's subscription made or removed. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/push/key',
    { config: { auth: 'racer' }, schema: { response: { 200: pushKeySchema } } },
    async () => ({ publicKey: (await push.vapidKeys(app.db)).publicKey }),
  );

  r.post(
    '/api/push/subscriptions',
    { config: { auth: 'racer' }, schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      await push.subscribe(app.db, racerOf(request).user.id, request.body);
      return reply.code(204).send();
    },
  );

  r.delete(
    '/api/push/subscriptions',
    { config: { auth: 'racer' }, schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      await push.unsubscribe(app.db, racerOf(request).user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
}
