import { addressSchema } from '@shop/shared/validation';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { currentUser } from './profile';

export const ADDRESS_SAVED = 'Address saved successfully';
export const ADDRESS_DELETED = 'Address deleted successfully';
export const ADDRESS_NOT_FOUND = 'Address not found.';

/** The shopper's saved delivery addresses; another shopper's address is answered as unknown. */
const addressRoutes: FastifyPluginAsync = async (app) => {
  const { addresses } = app.repositories;

  app.get('/profile/address', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    return ok(await addresses.list(user.id));
  });

  app.post('/profile/address', { preHandler: app.authenticate }, async (request, reply) => {
    const user = await currentUser(app, request.userId);
    const input = addressSchema.parse(request.body ?? {});
    return reply.code(201).send(ok(await addresses.create(user.id, input), ADDRESS_SAVED));
  });

  app.delete<{ Params: { id: string } }>('/profile/address/:id', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    if (!(await addresses.remove(user.id, request.params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return ok({ _id: request.params.id }, ADDRESS_DELETED);
  });
};

export default addressRoutes;
