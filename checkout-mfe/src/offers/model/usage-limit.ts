import type { Offer } from '@shop/shared/contracts';

/** The usage limit as shown: the number, or 'unlimited' when the offer gives none. */
export function usageLimit(limit: Offer['limit']): string {
  return typeof limit === 'number' && Number.isFinite(limit) ? String(limit) : 'unlimited';
}
