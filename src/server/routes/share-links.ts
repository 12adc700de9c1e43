import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { escSetupSchema } from '../../shared/schemas/esc-setup';
import { setupSheetSchema } from '../../shared/schemas/setup-sheet';
import {
  SHARED_KINDS,
  sharedSetupSchema,
  shareLinkSchema,
  slugParamsSchema,
} from '../../shared/schemas/share-link';
import { racerOf } from '../plugins/auth';
import * as shareLinks from '../services/share-links';

/** The page a link opens, on the address the racer reached us by (what they will share). */
const linkOf = (request: FastifyRequest, slug: string) => ({
  slug,
  url: `${request.protocol}://${request.host}/s/${slug}`,
});

/**
 * Share links (issue 18): an unlisted, read-only link to one setup of either kind, made and
 * revoked by its owner, read by anyone with the slug. The community list is not involved.
 */
export async function shareLinkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const racer = { auth: 'racer' } as const;

  for (const kind of SHARED_KINDS) {
    const path = `/api/${kind}s/:id/share-link`;
    r.post(
      path,
      { config: racer, schema: { params: idParamsSchema, response: { 200: shareLinkSchema } } },
      async (request) =>
        linkOf(
          request,
          await shareLinks.createShareLink(app.db, kind, racerOf(request).user.id, request.params.id),
        ),
    );
    r.delete(path, { config: racer, schema: { params: idParamsSchema } }, async (request, reply) => {
      await shareLinks.revokeShareLink(app.db, kind, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    });
  }

  // Public like the community detail, and like it without a per-address limit: a slug is 96
  // random bits, so reading is the only thing a flood could do, and the answer is a small row.
  r.get(
    '/api/shared/:slug',
    {
      config: { auth: 'public' },
      schema: { params: slugParamsSchema, response: { 200: sharedSetupSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shareLinks.getSharedSetup(app.db, request.params.slug);
    },
  );

  r.post(
    '/api/shared/:slug/copy',
    {
      config: racer,
      schema: {
        params: slugParamsSchema,
        response: { 201: z.union([setupSheetSchema, escSetupSchema]) },
      },
    },
    async (request, reply) => {
      const copy = await shareLinks.copySharedSetup(
        app.db,
        racerOf(request).user.id,
        request.params.slug,
        app.config.storageQuotaBytes,
        app.config.accountLimits,
      );
      return reply.code(201).send(copy);
    },
  );
}
