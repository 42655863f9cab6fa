import { formatINR } from '@shop/shared/format';
import { fromPaise, toPaise } from '@shop/shared/pricing';

/**
 * What the cart says about free delivery: how much more of the subtotal (paise, before coupons,
 * as the API's quote measures it) earns it, or that it is earned. Null when the API named no threshold.
 */
export function freeDeliveryNote(subtotalPaise: number, freeDeliveryAbove: number | null): string | null {
  if (freeDeliveryAbove === null) return null;
  const missing = toPaise(freeDeliveryAbove) - subtotalPaise;
  if (missing <= 0) return 'You get free delivery';
  return `Add ${formatINR(fromPaise(missing))} for free delivery`;
}
