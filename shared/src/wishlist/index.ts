export {
  isWishlistTogglePending,
  toggleWishlistItem,
  WISHLIST_SAVE_FAILED,
  WISHLIST_SIGN_IN_PROMPT,
} from './toggle-wishlist-item';
