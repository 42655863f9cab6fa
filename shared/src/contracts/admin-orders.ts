import { z } from 'zod';
import { adminOrderNoteSchema } from './admin-order-notes';
import { isoDateTime, successReply } from './api-envelope';
import { courierCodeSchema, orderRefundSchema, orderStatusSchema, orderTrackingSchema, paymentTypeSchema } from './order';
import { returnPhotoSchema } from './return-photos';

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

/** GET admin/v1/orders: search by order number, invoice number, name, phone or pincode; filter by state, payment and dates (India time, inclusive). */
export const adminOrderListQuery = z.object({
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  paymentType: paymentTypeSchema.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

/** An order as a row of the back office's list. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  /** The short number staff and shoppers read out (the end of the id, as the shopper's orders page shows it). */
  number: z.string(),
  createdAt: isoDateTime,
  status: orderStatusSchema,
  buyerName: z.string(),
  phone: z.string(),
  city: z.string(),
  pinCode: z.string(),
  paymentType: paymentTypeSchema,
  /** Rupees. */
  totalAmount: z.number(),
  items: z.number(),
});

export const adminOrderListReplySchema = successReply(
  z.object({ orders: z.array(adminOrderRowSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
);
/** A row and a page of the list as the back office receives them (times as ISO text). */
export type AdminOrderRow = z.input<typeof adminOrderRowSchema>;
export type AdminOrderList = z.input<typeof adminOrderListReplySchema>['data'];

/** One move in an order's history, as staff read it. */
export const adminOrderEventSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  at: isoDateTime,
  /** 'Shopper', 'Shop' or the staff member's name. */
  by: z.string(),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});

/** An order in full for the back office; the payment part only for roles that read payments. */
export const adminOrderSchema = adminOrderRowSchema.extend({
  email: z.string(),
  address: z.object({
    houseNumber: z.string(),
    societyName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
  }),
  lines: z.array(
    z.object({
      productName: z.string(),
      selectedWeight: z.string(),
      hsnCode: z.string(),
      quantity: z.number(),
      price: z.number(),
      isFree: z.boolean(),
    }),
  ),
  charges: z.object({
    subtotal: z.number(),
    discount: z.number(),
    gst: z.number(),
    shipping: z.number(),
    platformFee: z.number(),
  }),
  couponCode: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The credit note that called the invoice off (a cancellation or return after packing). */
  creditNoteNumber: z.string().nullable(),
  tracking: orderTrackingSchema.nullable(),
  payment: z
    .object({
      provider: z.string(),
      paymentId: z.string().nullable(),
      paidAt: isoDateTime.nullable(),
      refunded: z.boolean(),
    })
    .nullable(),
  events: z.array(adminOrderEventSchema),
  /** Staff notes, oldest first; the history shows them among the moves by time. */
  notes: z.array(adminOrderNoteSchema),
  /** Refunds with why they were made; the provider's refund id for the accounts desk. */
  refunds: z.array(orderRefundSchema.extend({ reason: z.string(), providerRefundId: z.string().nullable() })),
  /** The photos the shopper sent with return requests, oldest first. */
  returnPhotos: z.array(returnPhotoSchema),
  /** Rupees paid that can still be refunded; 0 for an unpaid order. */
  refundable: z.number(),
  /** The states this staff member may move the order on to now. */
  moves: z.array(orderStatusSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
/** An order as the back office receives it (times as ISO text). */
export type AdminOrderView = z.input<typeof adminOrderSchema>;

export const adminOrderReplySchema = successReply(adminOrderSchema);

export const adminOrderParams = z.object({ orderId: z.string().min(1).max(100) });

/** POST admin/v1/orders/:orderId/transitions: a reason for cancellations and refusals, courier and number for shipping. */
export const orderTransitionBody = z.object({
  to: orderStatusSchema,
  reason: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  courier: courierCodeSchema.optional(),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'must be 4 to 40 letters, digits or dashes')
    .optional(),
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBody>;

/** POST admin/v1/orders/:orderId/refunds: rupees (what is left when absent) and why. */
export const adminRefundBody = z.object({
  amount: z
    .number({ error: 'must be an amount in rupees' })
    .positive('must be more than 0')
    .max(10_000_000, 'is too large')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals')
    .optional(),
  reason: z.string().trim().min(3, 'Please give a reason.').max(500, 'must be at most 500 characters'),
});

/** GET admin/v1/orders/pick-list: what the warehouse takes off the shelves for the confirmed orders, one row per product and pack. */
export const pickListReplySchema = successReply(
  z.object({
    /** How many confirmed orders the list covers. */
    orders: z.number(),
    lines: z.array(
      z.object({
        productName: z.string(),
        selectedWeight: z.string(),
        quantity: z.number(),
        /** The orders that take it, by the number staff read. */
        orderNumbers: z.array(z.string()),
      }),
    ),
  }),
);
export type PickList = z.input<typeof pickListReplySchema>['data'];
export type AdminRefundBody = z.infer<typeof adminRefundBody>;
