export * from './cart-line';
export * from './cart-store';
export * from './session-store';
export * from './toast-store';
export * from './wishlist-store';
