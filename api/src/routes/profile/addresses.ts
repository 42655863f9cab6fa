import { addressesReplySchema, addressParamsSchema, addressReplySchema, idReplySchema } from '@shop/shared/contracts';
import { addressSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const ADDRESS_SAVED = 'Address saved successfully';
export const ADDRESS_DELETED = 'Address deleted successfully';
export const ADDRESS_NOT_FOUND = 'Address not found.';

/** The shopper's saved delivery addresses; another shopper's address is answered as unknown. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.repositories;

  app.get('/profile/address', { schema: { response: { 200: addressesReplySchema } } }, async (request) => {
    return ok(await addresses.list(request.user.id));
  });

  const saveSchema = { body: addressSchema, response: { 201: addressReplySchema } };
  app.post('/profile/address', { schema: saveSchema }, async (request, reply) => {
    return reply.code(201).send(ok(await addresses.create(request.user.id, request.body), ADDRESS_SAVED));
  });

  const removeSchema = { params: addressParamsSchema, response: { 200: idReplySchema } };
  app.delete('/profile/address/:id', { schema: removeSchema }, async (request) => {
    if (!(await addresses.remove(request.user.id, request.params.id))) throw notFound(ADDRESS_NOT_FOUND);
    return ok({ _id: request.params.id }, ADDRESS_DELETED);
  });
};

export default addressRoutes;
