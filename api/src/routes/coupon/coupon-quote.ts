import { formatINR } from '@shop/shared/format';
import { fromPaise, type QuoteLine, quoteCoupon, toPaise } from '@shop/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { CART_EMPTY, FREE_PRODUCTS_STOCK_IS_OVER, INVALID_COUPON, LIMIT_REACHED } from '../../orders/order-messages';
import { refuseBeforeStart, refuseForShopper } from '../../orders/use-coupon';
import type { CartLineView } from '../../repositories/cart-repository';
import { toProductView } from '../../repositories/product-view';

export const COUPON_APPLIED = 'Coupon applied successfully';

/** The reply of GET coupon/:code: money in rupees, computed in paise. */
export interface CouponQuoteReply {
  totalCartValue: number;
  updatedProductsPrice: Record<string, number>;
  newFreeProductsAdded: CartLineView[];
}

/**
 * Quotes a coupon on the shopper's current cart (decision 007), storing nothing: usage is
 * counted when an order is placed. Every refusal is an AppError with the contract's message.
 */
export async function quoteCouponForCart(app: FastifyInstance, user: User, code: string): Promise<CouponQuoteReply> {
  const { cart, coupons } = app.repositories;
  const coupon = await coupons.findUsable(code);
  if (!coupon) throw new AppError(404, 'INVALID_COUPON', INVALID_COUPON);
  refuseBeforeStart(coupon);

  const rows = await cart.rows(user.id);
  if (rows.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);
  refuseForShopper(coupon, user, await coupons.usesBy(coupon.couponCode, user.id));
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw new AppError(409, 'COUPON_LIMIT_REACHED', LIMIT_REACHED);
  }

  const lines: QuoteLine[] = rows.map((row) => ({ productId: row.product.id, product: row.product, quantity: row.quantity }));
  const quote = quoteCoupon(lines, coupon);
  const minimum = toPaise(coupon.minCartValue);
  if (quote.subtotal < minimum) {
    throw new AppError(400, 'BELOW_MINIMUM', `Add ${formatINR((minimum - quote.subtotal) / 100)} more to use this coupon`);
  }

  const newFreeProductsAdded: CartLineView[] = [];
  if (coupon.kind === 'free-product') {
    const product = await coupons.freeProduct(coupon);
    if (!product || product.stock < coupon.freeQuantity) {
      throw new AppError(409, 'FREE_PRODUCT_OUT_OF_STOCK', FREE_PRODUCTS_STOCK_IS_OVER);
    }
    // A free line is not stored in the cart: it has its own id, a locked quantity and no price.
    const id = `free-${product.id}`;
    const card = { ...toProductView(product), price: 0, discountedAmount: 0 };
    newFreeProductsAdded.push({ _id: id, cartId: id, product: card, quantity: coupon.freeQuantity });
  }

  return {
    totalCartValue: fromPaise(quote.totalCartValue),
    updatedProductsPrice: Object.fromEntries(Object.entries(quote.unitPrices).map(([id, paise]) => [id, fromPaise(paise)])),
    newFreeProductsAdded,
  };
}
