export { addProductToCart, type CartActionOptions } from './add-product-to-cart';
export { $cartActionsPending, type CartActionKind, pendingCartAction } from './cart-changes';
export { CART_MESSAGES } from './cart-messages';
export {
  type CartQuantityOutcome,
  type CartQuantityReply,
  changeCartQuantity,
  setCartQuantity,
} from './change-cart-quantity';
export { clearCart } from './clear-cart';
export { fetchCart, type ServerCart } from './fetch-cart';
export { removeProductFromCart } from './remove-product-from-cart';
