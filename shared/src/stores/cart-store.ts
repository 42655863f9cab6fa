import { atom, computed } from 'nanostores';
import type { CartLine, ProductCard } from '../contracts';
import { lineMatches } from './cart-line';

/** The shopper's cart lines. */
export const $cart = atom<CartLine[]>([]);

/** How many lines the cart holds; the header's badge. */
export const $cartCount = computed($cart, (lines) => lines.length);

const MIN_QUANTITY = 1;

// Quantities come from inputs and server replies; a line never holds less than one unit.
function atLeastOne(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(MIN_QUANTITY, Math.trunc(quantity)) : MIN_QUANTITY;
}

function withCartId(line: CartLine, cartId: string | undefined): CartLine {
  return cartId ? { ...line, id: cartId } : line;
}

function updateLines(id: string, change: (line: CartLine) => CartLine): void {
  $cart.set($cart.get().map((line) => (lineMatches(line, id) ? change(line) : line)));
}

/** The line holding a product (or with that line id), if any. */
export function findCartLine(productId: string): CartLine | undefined {
  return $cart.get().find((line) => lineMatches(line, productId));
}

/** Adds units of a product: an existing line grows and takes the new cart id, else a line is appended. */
export function addToCart(product: ProductCard, quantity: number, cartId?: string): void {
  const amount = atLeastOne(quantity);
  if (findCartLine(product._id)) {
    updateLines(product._id, (line) => withCartId({ ...line, quantity: line.quantity + amount }, cartId));
    return;
  }
  $cart.set([...$cart.get(), withCartId({ product, quantity: amount }, cartId)]);
}

/** Removes the line with this line id / cart id, or the line of this product. */
export function removeFromCart(idOrProductId: string): void {
  $cart.set($cart.get().filter((line) => !lineMatches(line, idOrProductId)));
}

/** Adds one unit to a line. */
export function increaseQuantity(id: string): void {
  updateLines(id, (line) => ({ ...line, quantity: line.quantity + 1 }));
}

/** Takes one unit off a line, never going below one. */
export function decreaseQuantity(id: string): void {
  updateLines(id, (line) => ({ ...line, quantity: atLeastOne(line.quantity - 1) }));
}

/** Sets a line's quantity, clamped to at least one. */
export function setQuantity(id: string, quantity: number): void {
  updateLines(id, (line) => ({ ...line, quantity: atLeastOne(quantity) }));
}

/** Records the server's cart id on the line of a product. */
export function attachCartId(productId: string, cartId: string): void {
  updateLines(productId, (line) => withCartId(line, cartId));
}

/** Replaces every line, e.g. with the cart the server returned. */
export function replaceCart(lines: CartLine[]): void {
  $cart.set([...lines]);
}

/** Removes every line. */
export function emptyCart(): void {
  $cart.set([]);
}
