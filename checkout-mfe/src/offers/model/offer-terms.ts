import type { Offer } from '@shop/shared/contracts';
import { formatDate, formatINR } from '@shop/shared/format';

/** The card's three facts in words; null for one the API did not send. */
export interface OfferTerms {
  benefit: string | null;
  minimum: string | null;
  expiry: string | null;
}

function benefitText(benefit: NonNullable<Offer['benefit']>): string {
  if (benefit.kind === 'flat') return `${formatINR(benefit.amount)} off`;
  if (benefit.kind === 'free-product') {
    if (benefit.productName)
      return benefit.quantity === 1 ? `Free ${benefit.productName}` : `${benefit.quantity} × free ${benefit.productName}`;
    return benefit.quantity === 1 ? 'A free product' : `${benefit.quantity} free products`;
  }
  return benefit.maxDiscount === null
    ? `${benefit.percentOff}% off`
    : `${benefit.percentOff}% off, up to ${formatINR(benefit.maxDiscount)}`;
}

/** What an offer gives, from what order value, and until when. */
export function offerTerms(offer: Pick<Offer, 'benefit' | 'minCartValue' | 'expiresAt'>): OfferTerms {
  const { benefit, minCartValue, expiresAt } = offer;
  return {
    benefit: benefit ? benefitText(benefit) : null,
    minimum: minCartValue === undefined ? null : minCartValue > 0 ? `Orders of ${formatINR(minCartValue)} or more` : 'No minimum order',
    expiry: expiresAt === undefined ? null : expiresAt === null ? 'No end date' : `Valid till ${formatDate(expiresAt)}`,
  };
}
