/** The delivery charge for one address and the shopper's cart, in kilometres and rupees. */
export interface ShippingQuote {
  distance: number;
  /** 0 when the cart's subtotal reaches `freeDeliveryAbove`. */
  finalPrice: number;
  perKmPrice: number;
  platformFees: number;
  /** The cart subtotal from which delivery is free. */
  freeDeliveryAbove: number;
}

/** The payment methods a shopper can pick; the online one is named after the provider. */
export type CheckoutPaymentType = 'cod' | 'razorpay';

/** The reply of `GET order/payment-types`: what checkout may offer (cash on delivery only when online payment is off). */
export interface PaymentTypesReply {
  paymentTypes: CheckoutPaymentType[];
}

/** The body of the create-order call. */
export interface CreateOrderPayload {
  addressId: string;
  couponCode: string | null;
  paymentType: CheckoutPaymentType;
  freeProductStockIgnore: boolean;
}

/** The reply to creating an order: the payment provider's order id, amount in paise and our order id. */
export interface OrderCreationReply {
  id: string;
  amount: number;
  currency?: string;
  notes: { orderId: string };
}

/** The extra data of a create-order failure when free products have run out. */
export interface FreeProductsStockError {
  freeProductsStockIsOver: true;
}

/** What the payment window hands back, sent on to be verified. */
export interface PaymentVerificationPayload {
  orderId: string;
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
