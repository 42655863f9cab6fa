import {
  DELETION_OVERDUE_DAYS,
  deletionRequestDetailReplySchema,
  deletionRequestListQuery,
  deletionRequestListReplySchema,
  deletionRequestParams,
  processDeletionBody,
  processDeletionReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { accountErasedMail } from '../../mail/account-erased-mail';
import { DELETION_LIST_PAGE_SIZE, type WaitingRequest } from '../../repositories/account-erasure-repository';
import { removeAvatar } from '../uploads/avatar-files';

export const REQUEST_NOT_FOUND = 'No deletion request has this id.';
export const ALREADY_ERASED = 'This account has been erased already.';

const DAY_MS = 24 * 60 * 60 * 1000;

function requestView(request: WaitingRequest, now: Date) {
  const daysWaited = Math.max(0, Math.floor((now.getTime() - request.requestedAt.getTime()) / DAY_MS));
  return { ...request, daysWaited, overdue: daysWaited > DELETION_OVERDUE_DAYS };
}

const alreadyErased = () => new AppError(409, 'ALREADY_ERASED', ALREADY_ERASED);

/**
 * Account-deletion requests (decision 033): the owner works through them by hand, since an open
 * order or refund may need finishing first; processing one erases the person in one transaction.
 */
const deletionRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('deletions:process'));
  const erasure = app.repositories.accountErasure;

  app.get(
    '/deletion-requests',
    { schema: { querystring: deletionRequestListQuery, response: { 200: deletionRequestListReplySchema } } },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await erasure.listWaiting(page);
      const now = new Date();
      return ok({
        requests: rows.map((row) => requestView(row, now)),
        page,
        pageSize: DELETION_LIST_PAGE_SIZE,
        total,
        overdueAfterDays: DELETION_OVERDUE_DAYS,
      });
    },
  );

  app.get(
    '/deletion-requests/:id',
    { schema: { params: deletionRequestParams, response: { 200: deletionRequestDetailReplySchema } } },
    async (request) => {
      const found = await erasure.find(request.params.id);
      if (!found) throw notFound(REQUEST_NOT_FOUND);
      if (found.kind === 'already-erased') throw alreadyErased();
      const { user, requestedAt, erased, kept } = found;
      const view = requestView({ id: user.id, fullName: user.fullName, email: user.email, requestedAt }, new Date());
      return ok({ request: view, erased, kept });
    },
  );

  /** Erases the account; 409 once it was processed, so a second press (or a colleague's) changes nothing. */
  app.post(
    '/deletion-requests/:id/process',
    {
      schema: { params: deletionRequestParams, body: processDeletionBody, response: { 200: processDeletionReplySchema } },
    },
    async (request) => {
      const { id } = request.params;
      const result = await erasure.erase(id, (email) => accountErasedMail(email, id));
      if (result.kind === 'not-found') throw notFound(REQUEST_NOT_FOUND);
      if (result.kind === 'already-erased') throw alreadyErased();
      const { erased, kept, erasedAt, profileImage } = result;
      // A file cannot be part of the transaction: it goes once the row no longer points at it.
      if (profileImage) {
        await removeAvatar(app.config.dataDir, profileImage).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not delete an erased account’s avatar'),
        );
      }
      // Counts only: the audit is kept for years and must not hold what was just erased.
      await app.staffAudit(request, {
        action: 'account.erase',
        target: id,
        before: { erased, kept },
        after: { erasedAt: erasedAt.toISOString() },
        reason: request.body.reason,
      });
      await app.mailQueue.flush();
      return ok({ id, erasedAt, erased, kept }, 'The account is erased; its orders’ tax records are kept.');
    },
  );
};

export default deletionRequestRoutes;
