import { returnRequestSchema } from '@shop/shared/validation';
import { z } from 'zod';
import { decimalValueSchema, failureReplySchema, isoDateTime, successReply } from './api-envelope';
import { checkoutPaymentTypeSchema } from './checkout';
import { productSchema } from './product';
import { returnPhotoUrlsSchema } from './return-photos';

/** How an order is paid: cash on delivery or online. */
export const paymentTypeSchema = z.enum(['cod', 'online']);

/** One line of a placed order, with the price paid per unit in rupees. */
export const orderLineSchema = z.object({
  product: productSchema,
  /** The pack as bought, e.g. '1 kg'. */
  selectedWeight: z.string(),
  price: z.number(),
  quantity: z.number(),
  /** The stars this shopper gave the product (once, from any delivered order); null before. */
  myRating: z.number().nullable().optional(),
});

/** How an order's total was reached, in rupees: subtotal − discount + GST + other charges + shipping + platform fee. */
export const orderChargesSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  gst: z.number(),
  otherCharges: z.number(),
  shipping: z.number(),
  platformFee: z.number(),
});

/**
 * Where an order is. Cash on delivery starts `placed`, online `pending_payment`; payment or the
 * order desk confirms it; the warehouse packs, ships and delivers it.
 */
export const ORDER_STATUSES = [
  'placed',
  'pending_payment',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'returned_to_origin',
  'return_requested',
  'returned',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The couriers the warehouse ships with, and where a shopper follows a parcel ({number} is the tracking number). */
export const COURIERS = [
  { code: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  { code: 'bluedart', name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/tracking?trackFor=0&trackNo={number}' },
  { code: 'dtdc', name: 'DTDC', trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={number}' },
  { code: 'indiapost', name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/track?consignment={number}' },
  { code: 'ekart', name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{number}' },
] as const;
export type CourierCode = (typeof COURIERS)[number]['code'];
export const courierCodeSchema = z.enum(COURIERS.map((courier) => courier.code) as [CourierCode, ...CourierCode[]], {
  error: `must be one of ${COURIERS.map((courier) => courier.code).join(', ')}`,
});

/** The address where a parcel is followed. */
export function trackingUrl(courier: CourierCode, number: string): string {
  const found = COURIERS.find((candidate) => candidate.code === courier);
  return found ? found.trackingUrl.replace('{number}', encodeURIComponent(number)) : '';
}

/** A move of an order as the shopper's timeline shows it; a return request with the photos sent with it. */
export const orderEventSchema = z.object({ status: orderStatusSchema, at: isoDateTime, photos: returnPhotoUrlsSchema.optional() });

/** A shipped order's parcel. */
export const orderTrackingSchema = z.object({ courier: z.string(), number: z.string(), url: z.string() });

/** Money given back on an order, in rupees, and where that stands. */
export const orderRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
  at: isoDateTime,
});

/** A placed order as the order history returns it. */
export const orderSchema = z.object({
  status: orderStatusSchema,
  /** Every state the order has been in, oldest first, with when it got there. */
  events: z.array(orderEventSchema),
  /** The courier, tracking number and link once shipped; null before. */
  tracking: orderTrackingSchema.nullable(),
  /** The refunds asked for on this order, oldest first. */
  refunds: z.array(orderRefundSchema),
  _id: z.string(),
  createdAt: isoDateTime,
  totalAmount: decimalValueSchema,
  houseNumber: z.string(),
  societyName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  paymentType: paymentTypeSchema,
  paymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  refunded: z.boolean(),
  charges: orderChargesSchema,
  products: z.array(orderLineSchema),
});

/** The body of POST order. */
export const createOrderBodySchema = z.object({
  addressId: z.string({ error: 'Choose a delivery address' }),
  couponCode: z.string().max(64).nullable().optional(),
  paymentType: z.enum(checkoutPaymentTypeSchema.options, { error: 'Choose cash on delivery or online payment' }),
  freeProductStockIgnore: z.boolean().optional(),
});

/**
 * POST order: 201 with cash on delivery's total in rupees (id null), or the payment provider's
 * order (amount in paise) and the key the payment window opens with.
 */
export const orderCreationReplySchema = successReply(
  z.object({
    id: z.string().nullable(),
    amount: z.number(),
    currency: z.string().optional(),
    key: z.string().optional(),
    notes: z.object({ orderId: z.string() }),
  }),
);

/** The body of POST order/verify: what the payment window hands back. */
export const paymentVerificationBodySchema = z.object({
  orderId: z.string(),
  razorpay_payment_id: z.string().min(1),
  razorpay_order_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

/** The body of cancelling an unpaid order. */
export const cancelOrderBodySchema = z.object({ orderId: z.string() });

/**
 * POST order/return: a delivered order's return asked for within the return window, with why; as
 * JSON, or as a multipart form whose `photos` field carries up to RETURN_PHOTOS_MAX pictures.
 */
export const returnRequestBodySchema = returnRequestSchema.extend({ orderId: z.string().max(100) });

/** The reply of verifying or cancelling: the order concerned. */
export const orderIdReplySchema = successReply(z.object({ orderId: z.string() }));

export const ordersReplySchema = successReply(z.array(orderSchema));
/** The order a call is about, in its address (the invoice, an operator's refund). */
export const orderParamsSchema = z.object({ orderId: z.string() });
/** POST operator/orders/:orderId/refund. */
export const refundReplySchema = successReply(z.object({ orderId: z.string(), refunded: z.boolean() }));

export type PaymentType = z.infer<typeof paymentTypeSchema>;
export type OrderLine = z.input<typeof orderLineSchema>;
export type Order = z.input<typeof orderSchema>;
export type CreateOrderPayload = z.input<typeof createOrderBodySchema>;
export type ReturnRequestBody = z.output<typeof returnRequestBodySchema>;
export type OrderCreationReply = z.input<typeof orderCreationReplySchema>['data'];
export type PaymentVerificationPayload = z.input<typeof paymentVerificationBodySchema>;
/** What the payment window hands back. */
export type PaymentProof = Omit<PaymentVerificationPayload, 'orderId'>;

/**
 * A 409 of POST order: a coupon's free product ran out (the shopper may order without it), or
 * another refusal (short stock, a used coupon) in the usual envelope.
 */
export const orderConflictReplySchema = z.union([
  z.object({
    success: z.literal(false),
    errorCode: z.literal('FREE_PRODUCTS_STOCK_IS_OVER'),
    message: z.string(),
    data: z.object({ freeProductsStockIsOver: z.literal(true) }),
  }),
  failureReplySchema,
]);

/** The sandbox payment window's pay call: the provider order it pays. */
export const sandboxPayBodySchema = z.object({ order_id: z.string().min(1, 'order_id is required').max(64) });

/** What a payment window hands back, to be sent on to POST order/verify. */
export const paymentProofReplySchema = successReply(
  z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
);

/** POST payments/webhook: whether the event changed an order or a refund, and how. */
export const webhookReplySchema = successReply(
  z.object({
    handled: z.boolean(),
    outcome: z
      .enum(['paid', 'already-paid', 'late', 'late-again', 'refund-processed', 'refund-failed', 'refund-already-settled'])
      .optional(),
  }),
);
