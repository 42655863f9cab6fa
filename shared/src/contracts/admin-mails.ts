import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** The states of a mail the back office lists: given up on, or still waiting to go. */
export const ADMIN_MAIL_STATES = ['failed', 'pending'] as const;

/** GET admin/v1/mails?state=&page= (failed unless said), newest first. */
export const adminMailListQuery = z.object({
  state: z.enum(ADMIN_MAIL_STATES, { error: 'must be failed or pending' }).optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000).optional(),
});
export type AdminMailListQuery = z.infer<typeof adminMailListQuery>;

/** A mail as staff see it: where it goes and why it has not, never its words (a code, an invitation link). */
export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Its template ('order-shipped' …), or 'written' for a code, an invitation or an inquiry's notice. */
  kind: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  /** The order it is about, if any. */
  orderId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Whether "send again" is offered: a failed mail that is not a one-time code (which has expired by then). */
  resendable: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** A mail as the back office receives it (times as ISO text). */
export type AdminMail = z.input<typeof adminMailSchema>;

export const adminMailListReplySchema = successReply(
  z.object({ mails: z.array(adminMailSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
);
export type AdminMailList = z.input<typeof adminMailListReplySchema>['data'];

export const adminMailParams = z.object({ mailId: z.string().min(1).max(100) });

/** POST admin/v1/mails/:mailId/resend: the mail after its first new try (sent, or waiting for the next). */
export const adminMailReplySchema = successReply(adminMailSchema);
