import type { Product } from '../contracts';

/** The weight a product card shows: the plain number, or the first option when the product has several. */
export function displayWeight(weight: Product['weight'] | null | undefined): string {
  if (Array.isArray(weight)) return weight[0] ? String(weight[0].weight) : '';
  return weight === null || weight === undefined ? '' : String(weight);
}
