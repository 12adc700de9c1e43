import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { pageQuerySchema } from '../../shared/schemas/paging';
import { setupImpactSchema } from '../../shared/schemas/run-impact';
import {
  setupInstallSchema,
  setupVersionDetailSchema,
  setupVersionListSchema,
  setupVersionPatchSchema,
  setupVersionSchema,
  versionParamsSchema,
} from '../../shared/schemas/setup-version';
import type { ListOrder } from '../db/keyset';
import { badRequest } from '../errors';
import { racerOf } from '../plugins/auth';
import { sendOwnedList } from '../plugins/cached-answers';
import { sendOwnedPage } from '../plugins/paged-answers';
import { SETUP_ORDER } from '../services/setup-records';
import type { SetupService } from '../services/setup-service';
import { VERSION_ORDER } from '../services/setup-versions';

interface SetupRouteKind<Entity, Input extends z.ZodType, Update extends z.ZodType, Copy extends z.ZodType> {
  /** '/api/setup-sheets' or '/api/esc-setups'. */
  path: string;
  /** The answer cache's name for the racer's list. */
  listName: string;
  entity: z.ZodType<Entity>;
  input: Input;
  update: Update;
  copy: Copy;
  service: SetupService<Entity, z.output<Input>, z.output<Update>, z.output<Copy>>;
}

/**
 * DESIGN Wave 2, "Concurrency": an edit may name the version it started from, `If-Match: "3"`;
 * a stale one is refused with 412 (services/setup-records.ts). `*` or no header: no check.
 */
function baseVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  if (!match) throw badRequest('If-Match must name a version, like "3"');
  return Number(match[1]);
}

/** The current version as an entity tag, so a client can send it back as If-Match. */
const tagVersion = <Entity>(reply: FastifyReply, entity: Entity): Entity => {
  const { version } = entity as { version?: number };
  if (typeof version === 'number') reply.header('etag', `"${version}"`);
  return entity;
};

/**
 * The routes of a setup kind, written once for setup sheets and ESC setups alike: the racer's
 * list, create, partial update, delete, and the one way to copy (services/setup-copies.ts).
 */
export function setupRoutes<
  Entity,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Copy extends z.ZodType,
>(kind: SetupRouteKind<Entity, Input, Update, Copy>) {
  const list = z.array(kind.entity);
  // The bodies below are validated by the kind's schemas; TypeScript cannot follow a schema that
  // is a type parameter through the zod type provider, so each says what the schema made of it.
  const racer = { auth: 'racer' } as const;
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      kind.path,
      { config: racer, schema: { querystring: pageQuerySchema, response: { 200: list } } },
      async (request, reply) =>
        sendOwnedPage(request, reply, kind.listName, {
          item: kind.entity,
          query: request.query,
          order: SETUP_ORDER as unknown as ListOrder<Entity>,
          load: (userId, page) => kind.service.list(app.db, userId, page),
        }),
    );

    r.post(
      kind.path,
      { config: racer, schema: { body: kind.input, response: { 201: kind.entity } } },
      async (request, reply) => {
        const created = await kind.service.create(
          app.db,
          racerOf(request).user,
          request.body as z.output<Input>,
          app.config.accountLimits,
        );
        return reply.code(201).send(tagVersion(reply, created));
      },
    );

    r.get(
      `${kind.path}/:id`,
      { config: racer, schema: { params: idParamsSchema, response: { 200: kind.entity } } },
      async (request, reply) =>
        tagVersion(reply, await kind.service.get(app.db, racerOf(request).user.id, request.params.id)),
    );

    r.put(
      `${kind.path}/:id`,
      {
        config: racer,
        schema: { params: idParamsSchema, body: kind.update, response: { 200: kind.entity } },
      },
      async (request, reply) => {
        const updated = await kind.service.update(
          app.db,
          racerOf(request).user,
          request.params.id,
          request.body as z.output<Update>,
          app.config.accountLimits,
          baseVersionOf(request),
        );
        return tagVersion(reply, updated);
      },
    );

    /**
     * GET …/:id/<part>: an answer about one of the racer's setups, served from the answer cache
     * while their data revision stands, as their lists are.
     */
    const cachedPerSetup = <T>(
      part: string,
      schema: z.ZodType<T>,
      load: (userId: number, id: number) => Promise<unknown>,
    ) =>
      r.get(
        `${kind.path}/:id/${part}`,
        { config: racer, schema: { params: idParamsSchema, response: { 200: schema } } },
        async (request, reply) =>
          sendOwnedList(request, reply, `${kind.listName}:${request.params.id}:${part}`, schema, (userId) =>
            load(userId, request.params.id),
          ),
      );

    // The History panel reads it on every open (every setup write and version patch moves the
    // racer's data revision), a page at a time: a setup tuned all season has thousands.
    r.get(
      `${kind.path}/:id/versions`,
      {
        config: racer,
        schema: {
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: setupVersionListSchema },
        },
      },
      async (request, reply) =>
        sendOwnedPage(request, reply, `${kind.listName}:${request.params.id}:versions`, {
          item: setupVersionSchema,
          query: request.query,
          order: VERSION_ORDER,
          load: (userId, page) => kind.service.versions(app.db, userId, request.params.id, page),
        }),
    );
    // What each version did (issue 16), read with the History panel: runs move the data revision
    // too (migration 0012), so the cached answer is never stale.
    cachedPerSetup('impact', setupImpactSchema, (userId, id) => kind.service.impact(app.db, userId, id));

    r.get(
      `${kind.path}/:id/versions/:version`,
      { config: racer, schema: { params: versionParamsSchema, response: { 200: setupVersionDetailSchema } } },
      async (request) =>
        kind.service.version(app.db, racerOf(request).user.id, request.params.id, request.params.version),
    );

    r.post(
      `${kind.path}/:id/versions/:version/restore`,
      { config: racer, schema: { params: versionParamsSchema, response: { 200: kind.entity } } },
      async (request, reply) => {
        const { id, version } = request.params;
        const restored = await kind.service.restore(
          app.db,
          racerOf(request).user.id,
          id,
          version,
          app.config.accountLimits,
          baseVersionOf(request),
        );
        return tagVersion(reply, restored);
      },
    );

    r.patch(
      `${kind.path}/:id/versions/:version`,
      {
        config: racer,
        schema: {
          params: versionParamsSchema,
          body: setupVersionPatchSchema,
          response: { 200: setupVersionSchema },
        },
      },
      async (request) =>
        kind.service.patchVersion(
          app.db,
          racerOf(request).user.id,
          request.params.id,
          request.params.version,
          request.body,
        ),
    );

    // "Install on <car>" (issue 29): the setup onto its car in one tap, the note kept in History.
    r.post(
      `${kind.path}/:id/install`,
      {
        config: racer,
        schema: { params: idParamsSchema, body: setupInstallSchema, response: { 200: kind.entity } },
      },
      async (request, reply) => {
        const installed = await kind.service.install(
          app.db,
          racerOf(request).user.id,
          request.params.id,
          request.body,
        );
        return tagVersion(reply, installed);
      },
    );

    r.delete(
      `${kind.path}/:id`,
      { config: racer, schema: { params: idParamsSchema } },
      async (request, reply) => {
        await kind.service.remove(app.db, racerOf(request).user.id, request.params.id);
        return reply.code(204).send();
      },
    );

    // The wizard's "Apply to a copy" uses it too.
    r.post(
      `${kind.path}/:id/copy`,
      { config: racer, schema: { params: idParamsSchema, body: kind.copy, response: { 201: kind.entity } } },
      async (request, reply) => {
        const { user } = racerOf(request);
        const copy = await kind.service.copy(
          app.db,
          user.id,
          request.params.id,
          request.body as z.output<Copy>,
          app.config.storageQuotaBytes,
          app.config.accountLimits,
        );
        return reply.code(201).send(copy);
      },
    );
  };
}
