import { businessDetailsReplySchema } from '@shop/shared/contracts';
import { businessDetailsSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

export const BUSINESS_DETAILS_SAVED = 'Business details saved';

/**
 * The shopper's GSTIN, legal name and billing address, printed on the invoices of their later orders.
 * The shared schema checks the GSTIN (shape, checksum, state code), so a wrong one is refused with its field's message and nothing is saved.
 */
const businessDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile/business-details', { schema: { response: { 200: businessDetailsReplySchema } } }, async (request) => {
    const { gstin, legalName, billingAddress, billingStateCode } = request.user;
    return ok({ gstin, legalName, billingAddress, billingStateCode });
  });

  const saveSchema = { body: businessDetailsSchema, response: { 200: businessDetailsReplySchema } };
  app.put('/profile/business-details', { schema: saveSchema }, async (request) => {
    const saved = await app.repositories.users.setBusinessDetails(request.user.id, request.body);
    if (!saved) throw new Error('The shopper row disappeared while saving business details');
    return ok(saved, BUSINESS_DETAILS_SAVED);
  });
};

export default businessDetailsRoutes;
