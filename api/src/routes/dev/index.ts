import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import accountPeeks from './account-peeks';

const latestQuery = z.object({
  email: z.string({ error: 'Query parameter email is required.' }).trim().min(1, 'Query parameter email is required.'),
});

// One of the two is enough; the mobile number wins when both are given.
const latestDistributorQuery = z
  .object({
    mobile: z.string().trim().min(1, 'Query parameter mobile or email is required.').optional(),
    email: z.string().trim().min(1, 'Query parameter mobile or email is required.').optional(),
  })
  .refine((query) => query.mobile !== undefined || query.email !== undefined, 'Query parameter mobile or email is required.');

const latestMailQuery = z.object({
  to: z.string({ error: 'Query parameter to is required.' }).trim().min(1, 'Query parameter to is required.'),
});

/**
 * Read-only peeks into what the server stored, so browser tests can prove a form
 * reached the database. Never registered in production.
 */
const devRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountPeeks);

  app.get('/contact-messages/latest', async (request) => {
    const { email } = latestQuery.parse(request.query);
    const message = await app.repositories.contactMessages.findLatestByEmail(email);
    if (!message) throw notFound('No contact message from that e-mail address.');
    return ok(message);
  });

  app.get('/distributor-inquiries/latest', async (request) => {
    const { mobile, email } = latestDistributorQuery.parse(request.query);
    const sender = mobile !== undefined ? { mobile } : { email: email ?? '' };
    const inquiry = await app.repositories.distributorInquiries.findLatest(sender);
    if (!inquiry) throw notFound('No distributor inquiry from that sender.');
    return ok(inquiry);
  });

  app.get('/wholesale-inquiries/latest', async (request) => {
    const { email } = latestQuery.parse(request.query);
    const inquiry = await app.repositories.wholesaleInquiries.findLatestByEmail(email);
    if (!inquiry) throw notFound('No wholesale inquiry from that e-mail address.');
    return ok(inquiry);
  });

  // The newest mail to an address, so browser tests can read a code or an acknowledgement.
  app.get('/mail/latest', async (request) => {
    const { to } = latestMailQuery.parse(request.query);
    const mail = app.mailer.latestTo(to);
    if (!mail) throw notFound('No mail was sent to that address.');
    return ok(mail);
  });
};

export default devRoutes;
