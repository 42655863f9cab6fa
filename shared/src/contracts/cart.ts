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
