import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clubAdminInputSchema,
  clubDetailSchema,
  clubInputSchema,
  clubSchema,
  clubSearchSchema,
  decoderInputSchema,
  decoderSchema,
} from '../../shared/schemas/club';
import { idParamsSchema } from '../../shared/schemas/common';
import { clubSourceInputSchema } from '../../shared/schemas/follow';
import { racerOf } from '../plugins/auth';
import * as gear from '../services/arrival-club-gear';
import * as clubs from '../services/clubs';
import { matchDepsOf } from './follows';

const pathId = (label: string) =>
  z.coerce
    .number({ error: `Invalid ${label}` })
    .int(`Invalid ${label}`)
    .positive(`Invalid ${label}`)
    .max(2_147_483_647, `Invalid ${label}`);
const sourceParams = idParamsSchema.extend({ sourceId: pathId('source id') });
const decoderParams = idParamsSchema.extend({ decoderId: pathId('decoder id') });

/** Clubs, their members and admins, result sources and decoders (issue 30, item 3). */
export async function clubRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const racer = { auth: 'racer' } as const;
  const deps = matchDepsOf(app);
  const me = (request: Parameters<typeof racerOf>[0]) => racerOf(request).user.id;

  r.get(
    '/api/clubs',
    { config: racer, schema: { querystring: clubSearchSchema, response: { 200: z.array(clubSchema) } } },
    async (request) => clubs.listClubs(app.db, me(request), request.query.q),
  );

  r.post(
    '/api/clubs',
    { config: racer, schema: { body: clubInputSchema, response: { 201: clubDetailSchema } } },
    async (request, reply) => reply.code(201).send(await clubs.createClub(app.db, me(request), request.body)),
  );

  r.get(
    '/api/clubs/:id',
    { config: racer, schema: { params: idParamsSchema, response: { 200: clubDetailSchema } } },
    async (request) => clubs.clubDetail(app.db, me(request), request.params.id),
  );

  r.put(
    '/api/clubs/:id',
    {
      config: racer,
      schema: { params: idParamsSchema, body: clubInputSchema, response: { 200: clubDetailSchema } },
    },
    async (request) => clubs.updateClub(app.db, me(request), request.params.id, request.body),
  );

  r.post(
    '/api/clubs/:id/members',
    { config: racer, schema: { params: idParamsSchema, response: { 201: clubDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await gear.joinAndMatch(deps, me(request), request.params.id)),
  );

  r.delete(
    '/api/clubs/:id/members/me',
    { config: racer, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await clubs.leaveClub(app.db, me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/clubs/:id/admins',
    {
      config: racer,
      schema: { params: idParamsSchema, body: clubAdminInputSchema, response: { 200: clubDetailSchema } },
    },
    async (request) => clubs.makeAdmin(app.db, me(request), request.params.id, request.body.username),
  );

  r.post(
    '/api/clubs/:id/sources',
    {
      config: racer,
      schema: { params: idParamsSchema, body: clubSourceInputSchema, response: { 201: clubDetailSchema } },
    },
    async (request, reply) => {
      const detail = await gear.addClubSource(
        deps,
        app.config.arrivals,
        me(request),
        request.params.id,
        request.body.url,
      );
      return reply.code(201).send(detail);
    },
  );

  r.delete(
    '/api/clubs/:id/sources/:sourceId',
    { config: racer, schema: { params: sourceParams } },
    async (request, reply) => {
      await gear.removeClubSource(app.db, me(request), request.params.id, request.params.sourceId);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/clubs/:id/decoders',
    {
      config: racer,
      schema: { params: idParamsSchema, body: decoderInputSchema, response: { 201: decoderSchema } },
    },
    async (request, reply) => {
      const decoder = await gear.addDecoder(
        app.db,
        app.config.arrivals,
        me(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(decoder);
    },
  );

  r.put(
    '/api/clubs/:id/decoders/:decoderId',
    {
      config: racer,
      schema: { params: decoderParams, body: decoderInputSchema, response: { 200: decoderSchema } },
    },
    async (request) =>
      gear.updateDecoder(
        app.db,
        app.config.arrivals,
        me(request),
        request.params.id,
        request.params.decoderId,
        request.body,
      ),
  );

  r.delete(
    '/api/clubs/:id/decoders/:decoderId',
    { config: racer, schema: { params: decoderParams } },
    async (request, reply) => {
      await gear.deleteDecoder(app.db, me(request), request.params.id, request.params.decoderId);
      return reply.code(204).send();
    },
  );
}
