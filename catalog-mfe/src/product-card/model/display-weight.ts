import type { Product } from '@shop/shared/contracts';

/** The weight a card shows: the plain number, or the first option when the product has several. */
export function displayWeight(weight: Product['weight'] | null | undefined): string {
  if (Array.isArray(weight)) return weight[0] ? String(weight[0].weight) : '';
  return weight === null || weight === undefined ? '' : String(weight);
}
