import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/schemas/common';
import {
  maintenanceDoneSchema,
  maintenanceItemInputSchema,
  maintenanceItemSchema,
  maintenanceLogEntrySchema,
} from '../../shared/schemas/maintenance';
import { racerOf } from '../plugins/auth';
import { sendOwnedList } from '../plugins/cached-answers';
import * as maintenance from '../services/maintenance';

const itemList = z.array(maintenanceItemSchema);
const logList = z.array(maintenanceLogEntrySchema);

/**
 * Maintenance (issue 19): items with a life on each car, their usage counted from the run log.
 * Made under the car; then each item by its own id. Another racer's car or item answers 404.
 */
export async function maintenanceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const racer = { auth: 'racer' } as const;
  const userIdOf = (request: Parameters<typeof racerOf>[0]) => racerOf(request).user.id;

  // The whole fleet's items: the fleet cards and the dashboard show which are due. Usage changes
  // with runs, and runs bump the same data revision the cache is keyed on.
  r.get(
    '/api/maintenance',
    { config: racer, schema: { response: { 200: itemList } } },
    async (request, reply) =>
      sendOwnedList(request, reply, 'maintenance', itemList, (userId) =>
        maintenance.listMaintenance(app.db, userId),
      ),
  );

  r.get(
    '/api/cars/:id/maintenance',
    { config: racer, schema: { params: idParamsSchema, response: { 200: itemList } } },
    async (request) => maintenance.listCarMaintenance(app.db, userIdOf(request), request.params.id),
  );

  r.post(
    '/api/cars/:id/maintenance',
    {
      config: racer,
      schema: {
        params: idParamsSchema,
        body: maintenanceItemInputSchema,
        response: { 201: maintenanceItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await maintenance.createMaintenanceItem(
            app.db,
            userIdOf(request),
            request.params.id,
            request.body,
            app.config.accountLimits,
          ),
        ),
  );

  r.put(
    '/api/maintenance/:id',
    {
      config: racer,
      schema: {
        params: idParamsSchema,
        body: maintenanceItemInputSchema,
        response: { 200: maintenanceItemSchema },
      },
    },
    async (request) =>
      maintenance.updateMaintenanceItem(app.db, userIdOf(request), request.params.id, request.body),
  );

  r.delete(
    '/api/maintenance/:id',
    { config: racer, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await maintenance.deleteMaintenanceItem(app.db, userIdOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/maintenance/:id/done',
    {
      config: racer,
      schema: {
        params: idParamsSchema,
        body: maintenanceDoneSchema,
        response: { 200: maintenanceItemSchema },
      },
    },
    async (request) =>
      maintenance.markMaintenanceDone(
        app.db,
        userIdOf(request),
        request.params.id,
        request.body.note,
        app.config.accountLimits,
      ),
  );

  r.get(
    '/api/maintenance/:id/log',
    { config: racer, schema: { params: idParamsSchema, response: { 200: logList } } },
    async (request) => maintenance.maintenanceLog(app.db, userIdOf(request), request.params.id),
  );
}
