import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The one mailer of the app, so routes never build transports and tests can read what was sent. */
export default fp(
  async (app) => {
    const { mail } = app.config;
    app.decorate('mailer', createMailer({ ...mail, log: (line) => app.log.info(line) }));
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
