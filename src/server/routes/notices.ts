import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { noticeSchema } from '../../shared/schemas/notice';
import { pageQuerySchema } from '../../shared/schemas/paging';
import { racerOf } from '../plugins/auth';
import { sendOwnedPage } from '../plugins/paged-answers';
import * as notices from '../services/notices';

/** The header saying how many of the racer's notices are unread (the nav's badge). */
export const UNREAD_COUNT_HEADER = 'x-unread-count';

/** What arrived by itself, newest first (issue 30). */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notices',
    {
      config: { auth: 'racer' },
      schema: { querystring: pageQuerySchema, response: { 200: z.array(noticeSchema) } },
    },
    async (request, reply) => {
      // Counted for every request, beside the page (which may come from the answer cache).
      const unread = await notices.unreadCount(app.db, racerOf(request).user.id);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return sendOwnedPage(request, reply, 'notices', {
        item: noticeSchema,
        query: request.query,
        order: notices.NOTICE_ORDER,
        load: (userId, page) => notices.listNotices(app.db, userId, page),
      });
    },
  );

  r.post(
    '/api/notices/:id/read',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await notices.markRead(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  r.post('/api/notices/read', { config: { auth: 'racer' } }, async (request, reply) => {
    await notices.markAllRead(app.db, racerOf(request).user.id);
    return reply.code(204).send();
  });
}
