import { randomBytes } from 'node:crypto';

/** What checkout needs from a payment provider (decision 008). */
export interface PaymentProvider {
  name: 'sandbox' | 'razorpay';
  /** The public key id the browser passes to the checkout script. */
  keyId: string;
  /** Signs and checks `order_id|payment_id`. */
  keySecret: string;
  /** Opens a provider order for an amount in paise; returns its id. */
  createOrder(amountPaise: number, receipt: string): Promise<string>;
}

/** The local stand-in for Razorpay: same ids, same signature, no network. */
export function createSandboxProvider(keySecret = randomBytes(32).toString('hex')): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: 'rzp_sandbox',
    keySecret,
    async createOrder() {
      return `order_sandbox_${randomBytes(10).toString('hex')}`;
    },
  };
}
