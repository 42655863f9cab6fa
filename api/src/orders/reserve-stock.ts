import type { Coupon, Product } from '../db/schema';
import { AppError } from '../http/app-error';
import { CART_EMPTY, FreeProductsStockIsOverError } from './order-messages';
import type { OrderRepositories } from './order-repositories';

export interface LineToBuy {
  productId: string;
  product: Product;
  quantity: number;
}

/**
 * The cart's lines the shopper can buy, from the locked products: a product taken off sale drops
 * out; nothing left is an empty cart, and a line beyond the stock refuses the order.
 */
export function linesToBuy(cart: readonly { productId: string; quantity: number }[], locked: ReadonlyMap<string, Product>): LineToBuy[] {
  const lines = cart.flatMap((line) => {
    const product = locked.get(line.productId);
    return product?.isActive ? [{ productId: product.id, product, quantity: line.quantity }] : [];
  });
  if (lines.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);
  for (const line of lines) {
    if (line.product.stock < line.quantity) {
      throw new AppError(409, 'OUT_OF_STOCK', `Only ${line.product.stock} left of ${line.product.productName}`);
    }
  }
  return lines;
}

/**
 * The free line a free-product coupon adds, when its product is on sale and in stock. Short of
 * stock, the order is refused unless the shopper chose to go on without it (`ignoreShortage`).
 */
export function freeLine(
  coupon: Pick<Coupon, 'kind' | 'freeProductId' | 'freeQuantity'> | undefined,
  locked: ReadonlyMap<string, Product>,
  ignoreShortage: boolean,
): { product: Product; quantity: number } | undefined {
  if (coupon?.kind !== 'free-product') return undefined;
  const product = coupon.freeProductId ? locked.get(coupon.freeProductId) : undefined;
  if (product?.isActive && product.stock >= coupon.freeQuantity) return { product, quantity: coupon.freeQuantity };
  if (!ignoreShortage) throw new FreeProductsStockIsOverError();
  return undefined;
}

/** Takes each line's quantity off its product's stock for the order; the rows are already locked. */
export async function takeStock(
  stock: OrderRepositories['stock'],
  orderId: string,
  lines: readonly { productId: string; quantity: number }[],
) {
  for (const line of lines) await stock.take(line.productId, line.quantity, orderId);
}
