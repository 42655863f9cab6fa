import type { ProductCard } from '@shop/shared/contracts';

// Every field of a card, and only those: the compiler insists on each, so a field added to the card
// reaches the pages without anyone remembering this list.
const CARD_FIELDS: Record<keyof ProductCard, true> = {
  _id: true,
  productName: true,
  productImages: true,
  weight: true,
  weightUnit: true,
  price: true,
  discountedAmount: true,
  isOutOfStock: true,
  isActive: true,
  avgRating: true,
  ratingCount: true,
  productCategory: true,
  cgst: true,
  sgst: true,
  igst: true,
  otherCharges: true,
  otherChargesType: true,
};

/**
 * A product as a card needs it: the fields a card shows or the cart's sums read, with its first
 * picture only. A page of cards sends its data to the browser with the page for hydration, and a
 * product's description, details or other pictures would only make it heavier.
 */
export function asCard(product: ProductCard): ProductCard {
  const card: Record<string, unknown> = {};
  for (const field of Object.keys(CARD_FIELDS) as Array<keyof ProductCard>) if (field in product) card[field] = product[field];
  if (Array.isArray(product.productImages)) card.productImages = product.productImages.slice(0, 1);
  return card as ProductCard;
}
