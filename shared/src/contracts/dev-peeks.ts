import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

// The development server's peeks into what it stored and mailed, for the browser tests (decision 004).

const requiredQuery = (name: string) =>
  z
    .string({ error: `Query parameter ${name} is required.` })
    .trim()
    .min(1, `Query parameter ${name} is required.`);

export const emailQuerySchema = z.object({ email: requiredQuery('email') });
export const mailQuerySchema = z.object({ to: requiredQuery('to') });

// One of the two is enough; the mobile number wins when both are given.
export const distributorSenderQuerySchema = z
  .object({
    mobile: z.string().trim().min(1, 'Query parameter mobile or email is required.').optional(),
    email: z.string().trim().min(1, 'Query parameter mobile or email is required.').optional(),
  })
  .refine((query) => query.mobile !== undefined || query.email !== undefined, 'Query parameter mobile or email is required.');

const stored = { _id: z.string(), createdAt: isoDateTime };

export const storedContactMessageReplySchema = successReply(
  z.object({ ...stored, name: z.string(), email: z.string(), subject: z.string(), message: z.string() }),
);

export const storedDistributorInquiryReplySchema = successReply(
  z.object({
    ...stored,
    userId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    mobileNumber: z.string(),
    companyName: z.string(),
    email: z.string(),
    companyAddress: z.string(),
    state: z.string(),
    city: z.string(),
    message: z.string(),
  }),
);

export const storedWholesaleInquiryReplySchema = successReply(
  z.object({
    ...stored,
    userId: z.string().nullable(),
    companyName: z.string(),
    contactPerson: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    orderType: z.string(),
    deliveryTimeline: z.string(),
    notes: z.string(),
    products: z.array(z.object({ productId: z.string(), productName: z.string(), quantity: z.number() })),
  }),
);

export const sentMailReplySchema = successReply(
  z.object({
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    replyTo: z.string().optional(),
    sentAt: z.string(),
  }),
);

export const mailedCodeReplySchema = successReply(z.object({ otp: z.string(), purpose: z.string() }));
export const accessExpiredReplySchema = successReply(z.object({ expired: z.literal(true) }));
