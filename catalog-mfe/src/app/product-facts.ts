import type { Product } from '@shop/shared/contracts';

/** How many shoppers rated the product: the API's count, else the ratings it listed. */
export function productRatingCount(product: Pick<Product, 'ratingCount' | 'ratings'>): number {
  return product.ratingCount ?? product.ratings?.length ?? 0;
}

/** The brand the product's highlights name (the pair labelled brand), if any. */
export function productBrand(product: Pick<Product, 'highlights'>): string | undefined {
  const pair = (product.highlights ?? []).find(([label]) => label.trim().toLowerCase() === 'brand');
  const brand = pair?.[1].trim();
  return brand ? brand : undefined;
}
