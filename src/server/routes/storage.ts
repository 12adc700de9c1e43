import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storageUsageSchema } from '../../shared/schemas/storage';
import { racerOf } from '../plugins/auth';
import { storageUsage } from '../services/storage-quota';

/** The racer's own storage use, shown in Settings. */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/storage',
    { config: { auth: 'racer' }, schema: { response: { 200: storageUsageSchema } } },
    async (request) => {
      const { user } = racerOf(request);
      return storageUsage(app.db, user.id, app.config.storageQuotaBytes);
    },
  );
}
