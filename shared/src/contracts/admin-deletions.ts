import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** After this many days a request is overdue: the back office marks it, since the law expects a reasonable time. */
export const DELETION_OVERDUE_DAYS = 30;

/** GET admin/v1/deletion-requests?page=: the requests not processed yet, oldest first. */
export const deletionRequestListQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000).optional(),
});
export type DeletionRequestListQuery = z.infer<typeof deletionRequestListQuery>;

/** A request waiting for the owner: whose, since when and how long. `id` is the account's id. */
export const deletionRequestSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  requestedAt: isoDateTime,
  /** Whole days since the request. */
  daysWaited: z.number().int(),
  /** Waited more than DELETION_OVERDUE_DAYS. */
  overdue: z.boolean(),
});
/** A request as the back office receives it (times as ISO text). */
export type DeletionRequest = z.input<typeof deletionRequestSchema>;

export const deletionRequestListReplySchema = successReply(
  z.object({
    requests: z.array(deletionRequestSchema),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    /** DELETION_OVERDUE_DAYS, sent so a page can say it without loading this module. */
    overdueAfterDays: z.number(),
  }),
);
export type DeletionRequestList = z.input<typeof deletionRequestListReplySchema>['data'];

export const deletionRequestParams = z.object({ id: z.string().min(1).max(100) });

const count = z.number().int();

/** What processing erases or anonymises: how many of each, so the owner sees the size before pressing. */
export const deletionErasedSchema = z.object({
  addresses: count,
  wishlistItems: count,
  cartItems: count,
  sessions: count,
  signInCodes: count,
  mails: count,
  ratings: count,
  contactMessages: count,
  inquiries: count,
  businessDetails: z.boolean(),
  avatar: z.boolean(),
});
export type DeletionErased = z.infer<typeof deletionErasedSchema>;

/** What is kept because the GST law requires it: the orders with their tax facts. */
export const deletionKeptSchema = z.object({ orders: count, invoices: count, creditNotes: count });
export type DeletionKept = z.infer<typeof deletionKeptSchema>;

/** GET admin/v1/deletion-requests/:id: the request, and what processing it erases and keeps. */
export const deletionRequestDetailReplySchema = successReply(
  z.object({ request: deletionRequestSchema, erased: deletionErasedSchema, kept: deletionKeptSchema }),
);
export type DeletionRequestDetail = z.input<typeof deletionRequestDetailReplySchema>['data'];

/** POST admin/v1/deletion-requests/:id/process: why, for the audit. */
export const processDeletionBody = z.object({
  reason: z
    .string({ error: 'Enter why the account is erased now.' })
    .trim()
    .min(3, 'Enter why the account is erased now (at least 3 characters).')
    .max(500, 'Use at most 500 characters.'),
});
export type ProcessDeletionBody = z.infer<typeof processDeletionBody>;

/** The erasure as done: the account's id, when, and the counts erased and kept. */
export const processDeletionReplySchema = successReply(
  z.object({ id: z.string(), erasedAt: isoDateTime, erased: deletionErasedSchema, kept: deletionKeptSchema }),
);
export type ProcessDeletionReply = z.input<typeof processDeletionReplySchema>['data'];
