import { adminMailListQuery, adminMailListReplySchema, adminMailParams, adminMailReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutgoingMail } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { mailOrderId, mailSubject } from '../../mail/render-mail';
import { MAIL_LIST_PAGE_SIZE } from '../../repositories/outgoing-mail-repository';

export const MAIL_NOT_FOUND = 'No mail has this id.';
export const CODE_NOT_RESENT =
  'A one-time code has expired by now, so it is not sent again: the shopper asks for a new one where they sign in.';

// A code is worth minutes: sending a failed one again later only confuses whoever gets it.
const resendable = (mail: OutgoingMail) => mail.state === 'failed' && mail.queue !== 'codes';

/** A mail as staff see it: never its words, which may hold a code or an invitation link. */
function mailView(mail: OutgoingMail, subject = mailSubject(mail)) {
  return {
    id: mail.id,
    to: mail.recipient,
    subject,
    kind: mail.kind,
    state: mail.state,
    orderId: mailOrderId(mail),
    attempts: mail.attempts,
    lastError: mail.lastError,
    resendable: resendable(mail),
    createdAt: mail.createdAt,
    updatedAt: mail.updatedAt,
  };
}

/** The mails that did not go (decision 028): the list, and sending a failed one again. */
const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('orders:mail'));

  app.get('/mails', { schema: { querystring: adminMailListQuery, response: { 200: adminMailListReplySchema } } }, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await app.repositories.outgoingMails.list(request.query.state ?? 'failed', page);
    return ok({ mails: rows.map((mail) => mailView(mail)), page, pageSize: MAIL_LIST_PAGE_SIZE, total });
  });

  /**
   * Puts a failed mail back with all its tries and tries it at once: answers it sent, or pending
   * with the server's error while the queue goes on trying. 409 for a mail that is not failed.
   */
  app.post('/mails/:mailId/resend', { schema: { params: adminMailParams, response: { 200: adminMailReplySchema } } }, async (request) => {
    const found = await app.repositories.outgoingMails.findById(request.params.mailId);
    if (!found) throw notFound(MAIL_NOT_FOUND);
    if (found.state === 'failed' && found.queue === 'codes') throw new AppError(409, 'CODE_EXPIRED', CODE_NOT_RESENT);
    // A sent written mail keeps no words, so its subject is read before it goes.
    const subject = mailSubject(found);
    const mail = found.state === 'failed' ? await app.mailQueue.resend(found.id) : undefined;
    if (!mail) {
      // Not failed, or put back by a colleague a moment ago: say where it is now.
      const state = (await app.repositories.outgoingMails.findById(found.id))?.state ?? found.state;
      const where = state === 'sent' ? 'sent already' : 'waiting to be sent';
      throw new AppError(409, 'MAIL_NOT_FAILED', `This mail is ${where}.`, {}, { state });
    }
    await app.staffAudit(request, {
      action: 'mail.resend',
      target: mail.id,
      before: { state: 'failed', attempts: found.attempts, lastError: found.lastError },
      after: { state: mail.state, to: mail.recipient },
    });
    const done =
      mail.state === 'sent' ? `Sent to ${mail.recipient}` : `Not sent yet (${mail.lastError ?? 'the server is slow'}); it is tried again`;
    return ok(mailView(mail, subject), done);
  });
};

export default adminMailRoutes;
