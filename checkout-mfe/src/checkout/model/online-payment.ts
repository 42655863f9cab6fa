import type { CreatedOrder } from '../api/create-order';
import type { PaymentProof } from '../api/verify-payment';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  handler: (proof: PaymentProof) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

/** Opens the provider's window for the order; throws when the provider cannot start. */
export function openPaymentWindow(order: CreatedOrder, onPaid: (proof: PaymentProof) => void, onDismiss: () => void): void {
  const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay || !order.id || !order.key) throw new Error('provider unavailable');
  new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency ?? 'INR',
    order_id: order.id,
    handler: onPaid,
    modal: { ondismiss: onDismiss },
  }).open();
}
