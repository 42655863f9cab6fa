import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** What was sent: a contact-form message, a dealership inquiry or a wholesale inquiry. */
export const INQUIRY_KINDS = ['contact', 'distributor', 'wholesale'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Where an inquiry stands in the inbox: a reply makes it answered, unless it was closed. */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The longest note and reply a staff member may write. */
export const MAX_INQUIRY_NOTE = 1000;
export const MAX_INQUIRY_REPLY = 5000;

const uuid = z.uuid({ error: 'Choose an inquiry by its id.' });

const inquiryStatus = z.enum(INQUIRY_STATUSES, { error: 'Choose a status: new, in progress, answered or closed.' });
const inquiryKind = z.enum(INQUIRY_KINDS, { error: 'Choose a kind: contact, distributor or wholesale.' });

/** GET admin/v1/inquiries: newest first, filtered by status and kind, 50 a page. */
export const adminInquiryListQuery = z.object({
  status: inquiryStatus.optional(),
  kind: inquiryKind.optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000).optional(),
});
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuery>;

export const adminInquiryParams = z.object({ inquiryId: uuid });

/** An inquiry as a row of the inbox: who sent it, about what, and where it stands. */
export const adminInquiryRowSchema = z.object({
  id: z.string(),
  kind: inquiryKind,
  status: inquiryStatus,
  receivedAt: isoDateTime,
  /** The person (and company, for dealers and wholesalers) who wrote. */
  from: z.string(),
  /** The sender's e-mail address; empty when a dealer left it out. */
  email: z.string(),
  /** The contact form's subject, or what a dealer or wholesaler asked about. */
  subject: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
});
/** A row as the API writes it, and as the back office receives it (times as ISO text). */
export type AdminInquiryRow = z.infer<typeof adminInquiryRowSchema>;
export type AdminInquiryRowView = z.input<typeof adminInquiryRowSchema>;

export const adminInquiryListReplySchema = successReply(
  z.object({ inquiries: z.array(adminInquiryRowSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
);
export type AdminInquiryList = z.input<typeof adminInquiryListReplySchema>['data'];

/** A staff-only note on an inquiry. */
export const inquiryNoteSchema = z.object({ id: z.string(), text: z.string(), at: isoDateTime, by: z.string() });

/** A reply mailed to the sender, with the state of its mail. */
export const inquiryReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  at: isoDateTime,
  by: z.string(),
  to: z.string(),
  mail: z.object({ id: z.string(), state: z.enum(['pending', 'sent', 'failed']) }).nullable(),
});

/** A change of status or assignee, with the names as they were then. */
export const inquiryEventSchema = z.object({
  at: isoDateTime,
  by: z.string(),
  status: z.object({ from: inquiryStatus, to: inquiryStatus }).optional(),
  assignee: z.object({ from: z.string().nullable(), to: z.string().nullable() }).optional(),
});

/** GET admin/v1/inquiries/:inquiryId: the inquiry as sent (`fields`, labelled, in the form's order) and everything staff did on it. */
export const adminInquirySchema = adminInquiryRowSchema.extend({
  /** Raised by every change of status or assignee (a reply's too): send it back with the next change. */
  version: z.number().int(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A wholesale inquiry's product rows. */
  products: z.array(z.object({ productName: z.string(), quantity: z.number() })),
  notes: z.array(inquiryNoteSchema),
  replies: z.array(inquiryReplySchema),
  history: z.array(inquiryEventSchema),
  /** The staff an inquiry may be given to. */
  assignees: z.array(z.object({ id: z.string(), name: z.string() })),
});
/** An inquiry as the API writes it, and as the back office receives it (times as ISO text). */
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export type AdminInquiryView = z.input<typeof adminInquirySchema>;
export const adminInquiryReplySchema = successReply(adminInquirySchema);

/** PATCH admin/v1/inquiries/:inquiryId: a new status and/or assignee (null for nobody), from the version read. */
export const adminInquiryUpdateBody = z
  .object({
    version: z.number({ error: 'Send the version of the inquiry you read.' }).int('Send the version of the inquiry you read.').min(1),
    status: inquiryStatus.optional(),
    assigneeId: z.uuid({ error: 'Choose a staff member from the list.' }).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined, {
    error: 'Change the status or the assignee.',
    path: ['status'],
  });
export type AdminInquiryUpdateBody = z.infer<typeof adminInquiryUpdateBody>;

/** POST admin/v1/inquiries/:inquiryId/notes */
export const inquiryNoteBody = z.object({
  text: z.string().trim().min(1, 'Write the note.').max(MAX_INQUIRY_NOTE, `Use at most ${MAX_INQUIRY_NOTE} characters.`),
});
export type InquiryNoteBody = z.infer<typeof inquiryNoteBody>;

/** POST admin/v1/inquiries/:inquiryId/replies: mailed to the sender as written. */
export const inquiryReplyBody = z.object({
  text: z.string().trim().min(1, 'Write the reply.').max(MAX_INQUIRY_REPLY, `Use at most ${MAX_INQUIRY_REPLY} characters.`),
});
export type InquiryReplyBody = z.infer<typeof inquiryReplyBody>;
