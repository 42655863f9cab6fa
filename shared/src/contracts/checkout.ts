import { z } from 'zod';
import { successReply } from './api-envelope';

/** The delivery charge for one address and the shopper's cart, in kilometres and rupees. */
export const shippingQuoteSchema = z.object({
  distance: z.number(),
  /** 0 when the cart's subtotal reaches `freeDeliveryAbove`. */
  finalPrice: z.number(),
  perKmPrice: z.number(),
  platformFees: z.number(),
  /** The cart subtotal from which delivery is free. */
  freeDeliveryAbove: z.number(),
});

/** The payment methods a shopper can pick; the online one is named after the provider. */
export const checkoutPaymentTypeSchema = z.enum(['cod', 'razorpay']);

export const shippingReplySchema = successReply(shippingQuoteSchema);
export const shippingParamsSchema = z.object({ addressId: z.string() });

/** GET order/payment-types: what checkout may offer (cash on delivery only when online payment is off). */
export const paymentTypesReplySchema = successReply(z.object({ paymentTypes: z.array(checkoutPaymentTypeSchema) }));

export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
export type CheckoutPaymentType = z.infer<typeof checkoutPaymentTypeSchema>;
export type PaymentTypesReply = z.infer<typeof paymentTypesReplySchema>['data'];
