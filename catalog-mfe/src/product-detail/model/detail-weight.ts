import type { Product } from '@shop/shared/contracts';

/** The weight the detail page shows: the first option when the product has several, else the plain number. */
export function detailWeight(weight: Product['weight'] | null | undefined): number | undefined {
  if (Array.isArray(weight)) return weight[0]?.weight;
  return typeof weight === 'number' ? weight : undefined;
}
