/** The texts a shopper reads when a coupon or an order is refused (decisions 007 and 008); the words shoppers see, so a change is made on purpose. */
export const CART_EMPTY = 'Your cart is empty';
export const INVALID_COUPON = 'Invalid coupon code';
export const LIMIT_REACHED = 'This coupon has reached its usage limit';
export const ALREADY_USED = 'You have already used a coupon';
/** A coupon the shopper has used as often as it allows each shopper. */
export const usedUpByShopper = (usesPerShopper: number) =>
  usesPerShopper === 1
    ? 'You have already used this coupon'
    : `You have already used this coupon ${usesPerShopper} times, as often as it allows`;
export const FREE_PRODUCTS_STOCK_IS_OVER = 'The free product of this coupon is out of stock';

/** A free product short of stock; the route answers 409 with data.freeProductsStockIsOver. */
export class FreeProductsStockIsOverError extends Error {
  constructor() {
    super(FREE_PRODUCTS_STOCK_IS_OVER);
    this.name = 'FreeProductsStockIsOverError';
  }
}

/** A placed or confirmed order called off by its shopper or the order desk. */
export const ORDER_CANCELLED = 'Order cancelled';

/** A delivered order whose return the shopper asked for. */
export const RETURN_REQUESTED = 'Return requested. We will arrange a pickup and let you know.';
