import { addressesReplySchema, addressParamsSchema, addressReplySchema, idReplySchema } from '@shop/shared/contracts';
import { addressSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { currentUser } from './profile';

export const ADDRESS_SAVED = 'Address saved successfully';
export const ADDRESS_DELETED = 'Address deleted successfully';
export const ADDRESS_NOT_FOUND = 'Address not found.';

/** The shopper's saved delivery addresses; another shopper's address is answered as unknown. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.repositories;

  const signedIn = { preHandler: app.authenticate };
  app.get('/profile/address', { ...signedIn, schema: { response: { 200: addressesReplySchema } } }, async (request) => {
    const user = await currentUser(app, request.userId);
    return ok(await addresses.list(user.id));
  });

  const saveSchema = { body: addressSchema, response: { 201: addressReplySchema } };
  app.post('/profile/address', { ...signedIn, schema: saveSchema }, async (request, reply) => {
    const user = await currentUser(app, request.userId);
    const input = request.body;
    return reply.code(201).send(ok(await addresses.create(user.id, input), ADDRESS_SAVED));
  });

  const removeSchema = { params: addressParamsSchema, response: { 200: idReplySchema } };
  app.delete('/profile/address/:id', { ...signedIn, schema: removeSchema }, async (request) => {
    const user = await currentUser(app, request.userId);
    if (!(await addresses.remove(user.id, request.params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return ok({ _id: request.params.id }, ADDRESS_DELETED);
  });
};

export default addressRoutes;
