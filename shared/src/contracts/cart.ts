import type { Product } from './product';

/** A product reference as some cart replies embed it: at least its id. */
export type ProductRef = { _id: string } & Partial<Product>;

/** One line of the cart. Lines are matched by product id, by productId, or by the line's own id. */
export interface CartLine {
  /** The server's id for the line. */
  _id?: string;
  /** The same id under the name some replies use. */
  cartId?: string;
  product?: Product;
  productId?: string | ProductRef;
  quantity: number;
}

/** A line's id and quantity, as the add and update replies give them. */
export interface CartLineQuantity {
  _id: string;
  quantity: number;
}

/** GET cart (decision 007): lines oldest first; free products arrive only with a coupon quote. */
export interface CartReply {
  cart: CartLine[];
  freeProducts: CartLine[];
  /** The cart subtotal (rupees) from which delivery is free; the API's setting, so the cart never keeps a copy. */
  freeDeliveryAbove: number;
}

/** POST cart: 201 with the grown or new line. */
export interface AddToCartReply {
  message: string;
  cart: CartLineQuantity;
  _id: string;
}

/** PUT cart/:cartId: `{ quantity: 1 | -1 }` changes by one; `{ quantity, mode: 'set' }` sets it. */
export type CartQuantityChange = { quantity: 1 | -1; mode?: 'delta' } | { quantity: number; mode: 'set' };

/** PUT cart/:cartId's reply; a 409 STOCK_LIMIT refusal carries `cartUpdated` and `cart` too. */
export interface UpdateCartReply {
  success?: boolean;
  message?: string;
  cartUpdated: boolean;
  cart: CartLineQuantity;
}
