import type { CartLine, Product } from '@shop/shared/contracts';
import { fromPaise, percentOff, taxNote, toPaise, unitPrice } from '@shop/shared/pricing';

/** What a cart row shows, prices in rupees. */
export interface LineView {
  /** The line's cart id, used in every request about it. */
  id: string;
  productId: string;
  name: string;
  image: string | undefined;
  weight: Product['weight'] | undefined;
  weightUnit: Product['weightUnit'];
  quantity: number;
  unitPrice: number;
  /** The crossed-out price, when the shopper pays less than it. */
  originalPrice: number | undefined;
  percentOff: number;
  /** What the Order Summary adds to the unit price: '+ 18% GST'. */
  taxNote: string;
}

/** The row of a cart line, at the coupon's price for its product when one is given. */
export function lineView(line: CartLine, couponPrice?: (productId: string) => number | undefined): LineView | null {
  const { product, id } = line;
  if (!id) return null;
  const own = fromPaise(unitPrice(product));
  const price = couponPrice?.(product._id) ?? own;
  const original = Number(product.price);
  return {
    id,
    productId: product._id,
    name: product.productName,
    image: product.productImages?.[0],
    weight: product.weight,
    weightUnit: product.weightUnit,
    quantity: line.quantity,
    unitPrice: price,
    originalPrice: toPaise(original) > toPaise(price) ? original : undefined,
    percentOff: percentOff(original, price),
    taxNote: taxNote(product),
  };
}
