import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, in hex. */
export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal takes. */
export function signatureMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
