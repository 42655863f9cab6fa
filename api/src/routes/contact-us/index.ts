import { idReplySchema } from '@shop/shared/contracts';
import { contactSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

export const CONTACT_SENT = 'Your message was sent successfully!';

// Generous for a person, tight enough to stop a script filling the inbox.
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

const contactUsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: contactSchema, response: { 201: idReplySchema } };
  app.post('/contact-us', { config: { rateLimit: CONTACT_RATE_LIMIT }, schema }, async (request, reply) => {
    // A missing body is reported like empty fields: 'Please fill out all fields.'
    const input = request.body;
    const created = await app.repositories.contactMessages.create(input);
    return reply.code(201).send(ok(created, CONTACT_SENT));
  });
};

export default contactUsRoutes;
