import { distributorSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { inquiryPostOptions } from '../../http/honeypot';
import { distributorAcknowledgement, distributorInquiryToShop, sendInquiryMails } from '../../mail/inquiry-mails';

export const DISTRIBUTOR_INQUIRY_SENT = 'Inquiry submitted successfully!';

// A dealer sends one inquiry, perhaps a corrected second; a script sending dozens is stopped.
export const DISTRIBUTOR_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const distributorRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = inquiryPostOptions(app, {
    label: 'distributor inquiry',
    sent: DISTRIBUTOR_INQUIRY_SENT,
    rateLimit: DISTRIBUTOR_RATE_LIMIT,
    body: distributorSchema,
  });
  app.post('/distributors', options, async (request, reply) => {
    const inquiry = request.body;
    const created = await app.repositories.distributorInquiries.create(inquiry, request.userId || null);
    await sendInquiryMails(app.mailQueue, request.log, `distributor:${created._id}`, [
      distributorInquiryToShop(app.config.mail.inquiryEmail, inquiry, created._id),
      distributorAcknowledgement(inquiry),
    ]);
    return reply.code(201).send(ok(created, DISTRIBUTOR_INQUIRY_SENT));
  });
};

export default distributorRoutes;
