export {
  isWishlistTogglePending,
  toggleWishlistItem,
  WISHLIST_SAVE_FAILED,
} from './toggle-wishlist-item';
