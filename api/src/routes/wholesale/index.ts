import { wholesalerSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { inquiryPostOptions } from '../../http/honeypot';
import { sendInquiryMails, wholesaleAcknowledgement, wholesaleInquiryToShop } from '../../mail/inquiry-mails';
import { UnavailableProductsError } from '../../repositories/wholesale-inquiry-repository';

export const WHOLESALE_INQUIRY_SENT = "Inquiry submitted successfully! We'll get back to you soon.";
export const PRODUCT_UNAVAILABLE = 'This product is not available. Choose another one.';

// A buyer sends one inquiry, perhaps a corrected second; a script sending dozens is stopped.
export const WHOLESALE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

// Reported like any other invalid field, so the form can mark the row.
function unavailableRows(rows: number[]): z.ZodError {
  return new z.ZodError(
    rows.map((row) => ({ code: 'custom' as const, path: ['products', row, 'productId'], message: PRODUCT_UNAVAILABLE, input: undefined })),
  );
}

const wholesaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = inquiryPostOptions(app, {
    label: 'wholesale inquiry',
    sent: WHOLESALE_INQUIRY_SENT,
    rateLimit: WHOLESALE_RATE_LIMIT,
    body: wholesalerSchema,
  });
  app.post('/wholesale', options, async (request, reply) => {
    const { confirmed: _confirmed, ...inquiry } = request.body;
    let created: Awaited<ReturnType<typeof app.repositories.wholesaleInquiries.create>>;
    try {
      created = await app.repositories.wholesaleInquiries.create(inquiry, request.userId || null);
    } catch (error) {
      if (error instanceof UnavailableProductsError) throw unavailableRows(error.rows);
      throw error;
    }
    await sendInquiryMails(app.mailQueue, request.log, `wholesale:${created._id}`, [
      wholesaleInquiryToShop(app.config.mail.inquiryEmail, inquiry, created.products, created._id),
      wholesaleAcknowledgement(inquiry, created.products),
    ]);
    return reply.code(201).send(ok({ _id: created._id }, WHOLESALE_INQUIRY_SENT));
  });
};

export default wholesaleRoutes;
