import type { PaymentType } from '../api/create-order';

/** Online payment is preselected (SPEC §4 Checkout). */
export const DEFAULT_PAYMENT: PaymentType = 'razorpay';

export const PAYMENT_OPTIONS: readonly { value: PaymentType; label: string }[] = [
  { value: 'cod', label: 'Cash on Delivery' },
  { value: 'razorpay', label: 'Pay Online' },
];

export function placeOrderLabel(payment: PaymentType): string {
  return payment === 'cod' ? 'Place Order' : 'Place Order & Pay';
}
