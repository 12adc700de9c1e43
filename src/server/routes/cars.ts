import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carInputSchema, carPhotoSchema, carSchema } from '../../shared/schemas/car';
import { idParamsSchema } from '../../shared/schemas/common';
import { pageQuerySchema } from '../../shared/schemas/paging';
import { racerOf } from '../plugins/auth';
import { sendOwnedPage } from '../plugins/paged-answers';
import * as cars from '../services/cars';

const carList = z.array(carSchema);

export async function carRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cars',
    { config: { auth: 'racer' }, schema: { querystring: pageQuerySchema, response: { 200: carList } } },
    async (request, reply) =>
      sendOwnedPage(request, reply, 'cars', {
        item: carSchema,
        query: request.query,
        order: cars.CAR_ORDER,
        load: (userId, page) => cars.listCars(app.db, userId, page),
      }),
  );

  r.post(
    '/api/cars',
    { config: { auth: 'racer' }, schema: { body: carInputSchema, response: { 201: carSchema } } },
    async (request, reply) => {
      const car = await cars.createCar(
        app.db,
        racerOf(request).user.id,
        request.body,
        app.config.accountLimits,
      );
      return reply.code(201).send(car);
    },
  );

  r.put(
    '/api/cars/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: carInputSchema, response: { 200: carSchema } },
    },
    async (request) => cars.updateCar(app.db, racerOf(request).user.id, request.params.id, request.body),
  );

  r.patch(
    '/api/cars/:id',
    {
      config: { auth: 'racer' },
      schema: { params: idParamsSchema, body: carPhotoSchema, response: { 200: carSchema } },
    },
    async (request) =>
      cars.setCarPhoto(app.db, racerOf(request).user.id, request.params.id, request.body.imageUrl),
  );

  r.delete(
    '/api/cars/:id',
    { config: { auth: 'racer' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await cars.deleteCar(app.db, racerOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
