import { businessDetailsReplySchema } from '@shop/shared/contracts';
import { businessDetailsSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { currentUser } from './profile';

export const BUSINESS_DETAILS_SAVED = 'Business details saved';

/**
 * The shopper's GSTIN, legal name and billing address, printed on the invoices of their later orders.
 * The shared schema checks the GSTIN (shape, checksum, state code), so a wrong one is refused with its field's message and nothing is saved.
 */
const businessDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  app.get('/profile/business-details', { ...signedIn, schema: { response: { 200: businessDetailsReplySchema } } }, async (request) => {
    const { gstin, legalName, billingAddress, billingStateCode } = await currentUser(app, request.userId);
    return ok({ gstin, legalName, billingAddress, billingStateCode });
  });

  const saveSchema = { body: businessDetailsSchema, response: { 200: businessDetailsReplySchema } };
  app.put('/profile/business-details', { ...signedIn, schema: saveSchema }, async (request) => {
    const user = await currentUser(app, request.userId);
    const saved = await app.repositories.users.setBusinessDetails(user.id, request.body);
    if (!saved) throw new Error('The shopper row disappeared while saving business details');
    return ok(saved, BUSINESS_DETAILS_SAVED);
  });
};

export default businessDetailsRoutes;
