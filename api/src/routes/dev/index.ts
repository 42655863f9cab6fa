import {
  distributorSenderQuerySchema,
  emailQuerySchema,
  mailQuerySchema,
  sentMailReplySchema,
  storedContactMessageReplySchema,
  storedDistributorInquiryReplySchema,
  storedWholesaleInquiryReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import accountPeeks from './account-peeks';

/**
 * Read-only peeks into what the server stored, so browser tests can prove a form
 * reached the database. Never registered in production.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountPeeks);

  const contactSchema = { querystring: emailQuerySchema, response: { 200: storedContactMessageReplySchema } };
  app.get('/contact-messages/latest', { schema: contactSchema }, async (request) => {
    const { email } = request.query;
    const message = await app.repositories.contactMessages.findLatestByEmail(email);
    if (!message) throw notFound('No contact message from that e-mail address.');
    return ok(message);
  });

  const distributorSchema = { querystring: distributorSenderQuerySchema, response: { 200: storedDistributorInquiryReplySchema } };
  app.get('/distributor-inquiries/latest', { schema: distributorSchema }, async (request) => {
    const { mobile, email } = request.query;
    const sender = mobile !== undefined ? { mobile } : { email: email ?? '' };
    const inquiry = await app.repositories.distributorInquiries.findLatest(sender);
    if (!inquiry) throw notFound('No distributor inquiry from that sender.');
    return ok(inquiry);
  });

  const wholesaleSchema = { querystring: emailQuerySchema, response: { 200: storedWholesaleInquiryReplySchema } };
  app.get('/wholesale-inquiries/latest', { schema: wholesaleSchema }, async (request) => {
    const { email } = request.query;
    const inquiry = await app.repositories.wholesaleInquiries.findLatestByEmail(email);
    if (!inquiry) throw notFound('No wholesale inquiry from that e-mail address.');
    return ok(inquiry);
  });

  // The newest mail to an address, so browser tests can read a code or an acknowledgement.
  app.get('/mail/latest', { schema: { querystring: mailQuerySchema, response: { 200: sentMailReplySchema } } }, async (request) => {
    const { to } = request.query;
    const mail = app.mailer.latestTo(to);
    if (!mail) throw notFound('No mail was sent to that address.');
    return ok(mail);
  });
};

export default devRoutes;
