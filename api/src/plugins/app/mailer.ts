import fp from 'fastify-plugin';
import { createMailQueue, type MailQueue } from '../../mail/mail-queue';
import { createMailer, type Mailer } from '../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Every mail goes through it (decision 028): written first, sent once, retried while the server is down. */
    mailQueue: MailQueue;
  }
}

/** The one mailer of the app, so routes never build transports and tests can read what was sent. */
export default fp(
  async (app) => {
    const { mail } = app.config;
    const mailer = createMailer({ ...mail, log: (line) => app.log.info(line) });
    app.decorate('mailer', mailer);
    const queue = createMailQueue({
      database: app.database,
      repository: app.repositories.outgoingMails,
      mailer,
      settings: mail.queue,
      log: app.log,
    });
    app.decorate('mailQueue', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
