import { idReplySchema } from '@shop/shared/contracts';
import { distributorSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { dropTrappedPost } from '../../http/honeypot';
import { distributorAcknowledgement, distributorInquiryToShop, sendInquiryMails } from '../../mail/inquiry-mails';

export const DISTRIBUTOR_INQUIRY_SENT = 'Inquiry submitted successfully!';

// A dealer sends one inquiry, perhaps a corrected second; a script sending dozens is stopped.
export const DISTRIBUTOR_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const distributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { rateLimit: DISTRIBUTOR_RATE_LIMIT },
    preValidation: dropTrappedPost('distributor inquiry', DISTRIBUTOR_INQUIRY_SENT),
    preHandler: app.identify,
    schema: { body: distributorSchema, response: { 201: idReplySchema } },
  };
  app.post('/distributors', options, async (request, reply) => {
    const inquiry = request.body;
    const created = await app.repositories.distributorInquiries.create(inquiry, request.userId || null);
    await sendInquiryMails(app.mailer, request.log, [
      distributorInquiryToShop(app.config.mail.inquiryEmail, inquiry, created._id),
      distributorAcknowledgement(inquiry),
    ]);
    return reply.code(201).send(ok(created, DISTRIBUTOR_INQUIRY_SENT));
  });
};

export default distributorRoutes;
