import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import { racerOf } from '../plugins/auth';
import { sendOwnedList } from '../plugins/cached-answers';
import type { SetupService } from '../services/setup-service';

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

    r.get(kind.path, { config: racer, schema: { response: { 200: list } } }, async (request, reply) =>
      sendOwnedList(request, reply, kind.listName, list, (userId) => kind.service.list(app.db, userId)),
    );

    r.post(
      kind.path,
      { config: racer, schema: { body: kind.input, response: { 201: kind.entity } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await kind.service.create(app.db, racerOf(request).user, request.body as z.output<Input>)),
    );

    r.put(
      `${kind.path}/:id`,
      {
        config: racer,
        schema: { params: idParamsSchema, body: kind.update, response: { 200: kind.entity } },
      },
      async (request) =>
        kind.service.update(
          app.db,
          racerOf(request).user,
          request.params.id,
          request.body as z.output<Update>,
        ),
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
        );
        return reply.code(201).send(copy);
      },
    );
  };
}
