import { divideRounded, type Rupees, toPaise } from './decimal';

/** The discount badge: (price − discountedAmount) / price × 100, rounded; 0 when there is no discount. */
export function percentOff(price: Rupees, discountedAmount: Rupees | null | undefined): number {
  if (discountedAmount === null || discountedAmount === undefined || discountedAmount === '') return 0;
  const full = toPaise(price);
  const discounted = toPaise(discountedAmount);
  if (full <= 0 || discounted <= 0 || discounted >= full) return 0;
  return Number(divideRounded(BigInt(full - discounted) * 100n, BigInt(full)));
}
