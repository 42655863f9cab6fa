import { randomUUID } from 'node:crypto';
import { distributorSchema, isHoneypotFilled } from '@shop/shared/validation';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { distributorAcknowledgement, distributorInquiryToShop, sendInquiryMails } from '../../mail/inquiry-mails';

export const DISTRIBUTOR_INQUIRY_SENT = 'Inquiry submitted successfully!';

// A dealer sends one inquiry, perhaps a corrected second; a script sending dozens is stopped.
export const DISTRIBUTOR_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

const distributorRoutes: FastifyPluginAsync = async (app) => {
  app.post('/distributors', { config: { rateLimit: DISTRIBUTOR_RATE_LIMIT }, preHandler: app.identify }, async (request, reply) => {
    // A robot that filled the hidden field is answered like everyone else, and forgotten.
    if (isHoneypotFilled(request.body)) {
      request.log.info('distributor inquiry dropped: hidden field filled');
      return reply.code(201).send(ok({ _id: randomUUID() }, DISTRIBUTOR_INQUIRY_SENT));
    }
    const inquiry = distributorSchema.parse(request.body ?? {});
    const created = await app.repositories.distributorInquiries.create(inquiry, request.userId || null);
    await sendInquiryMails(app.mailer, request.log, [
      distributorInquiryToShop(app.config.mail.inquiryEmail, inquiry, created._id),
      distributorAcknowledgement(inquiry),
    ]);
    return reply.code(201).send(ok(created, DISTRIBUTOR_INQUIRY_SENT));
  });
};

export default distributorRoutes;
