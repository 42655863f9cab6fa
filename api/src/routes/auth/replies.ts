import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { MailMessage } from '../../mail/mailer';
import { writtenMail } from '../../mail/render-mail';

export const INVALID_CREDENTIALS = 'Invalid email or password';
/** The same words whether or not the address has an account. */
export const CODE_SENT_IF_KNOWN = 'If an account uses this email, a code is on its way.';

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);

/**
 * Sends a code mail without making the caller wait for it, where waiting would tell a known
 * address from an unknown one by the reply's timing. A failure is logged.
 */
export function mailWithoutWaiting(app: FastifyInstance, mail: MailMessage): void {
  mailCode(app, mail).catch((error: unknown) => app.log.error({ err: error }, 'sending a code mail failed'));
}

/** Sends a code mail on the codes' own queue (decision 028), so a slow mail server never holds a sign-in back. */
export function mailCode(app: FastifyInstance, mail: MailMessage): Promise<void> {
  return app.mailQueue.add([writtenMail(mail, `code:${randomUUID()}`, 'codes')]);
}
