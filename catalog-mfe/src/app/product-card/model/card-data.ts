import type { ProductCard } from '@shop/shared/contracts';

/**
 * A product as a card needs it: with its first picture only. A page of cards sends its data to the
 * browser with the page for hydration, and a gallery's other pictures would only make it heavier.
 */
export function withCardPicture<P extends ProductCard>(product: P): P {
  const pictures = product.productImages ?? [];
  return pictures.length > 1 ? { ...product, productImages: pictures.slice(0, 1) } : product;
}
