import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { MailMessage } from '../../mail/mailer';
import { writtenMail } from '../../mail/render-mail';

export const INVALID_CREDENTIALS = 'Invalid email or password';
/** The same words whether or not the address has an account. */
export const CODE_SENT_IF_KNOWN = 'If an account uses this email, a code is on its way.';

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);

/** The longest a reply waits for its code mail to be written and tried once. */
export const CODE_MAIL_WAIT_MS = 250;

/**
 * Sends a code mail where the reply must not tell a known address from an unknown one: it waits
 * at most CODE_MAIL_WAIT_MS for the mail to be written and tried (enough for a local server or
 * the outbox, so the mail is there when the reply is), never for a slow mail server; the queue
 * goes on alone. A failure is logged.
 */
export async function mailCodeBriefly(app: FastifyInstance, mail: MailMessage): Promise<void> {
  const sending = mailCode(app, mail).catch((error: unknown) => app.log.error({ err: error }, 'sending a code mail failed'));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([sending, new Promise((resolve) => (timer = setTimeout(resolve, CODE_MAIL_WAIT_MS)))]);
  clearTimeout(timer);
}

/** Sends a code mail on the codes' own queue (decision 028), so a slow mail server never holds a sign-in back. */
export function mailCode(app: FastifyInstance, mail: MailMessage): Promise<void> {
  return app.mailQueue.add([writtenMail(mail, `code:${randomUUID()}`, 'codes')]);
}
