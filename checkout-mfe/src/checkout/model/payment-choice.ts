import type { PaymentType } from '../api/create-order';

/** Online payment is preselected when it is offered. */
export const DEFAULT_PAYMENT: PaymentType = 'razorpay';

export const PAYMENT_OPTIONS: readonly { value: PaymentType; label: string }[] = [
  { value: 'cod', label: 'Cash on Delivery' },
  { value: 'razorpay', label: 'Pay Online' },
];

export const ALL_PAYMENT_TYPES: readonly PaymentType[] = PAYMENT_OPTIONS.map((option) => option.value);

/** The options to show, in their usual order, for the payment types the shop offers. */
export function offeredOptions(offered: readonly PaymentType[]) {
  return PAYMENT_OPTIONS.filter((option) => offered.includes(option.value));
}

/** The shopper's pick while it is still offered; else online when offered, else cash on delivery. */
export function chosenPayment(picked: PaymentType | null, offered: readonly PaymentType[]): PaymentType {
  if (picked && offered.includes(picked)) return picked;
  return offered.includes(DEFAULT_PAYMENT) ? DEFAULT_PAYMENT : 'cod';
}

export function placeOrderLabel(payment: PaymentType): string {
  return payment === 'cod' ? 'Place Order' : 'Place Order & Pay';
}
