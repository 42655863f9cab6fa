import { useStore } from '@nanostores/react';
import { sendGuestToSignIn } from '@shop/shared/auth';
import type { FragmentProps } from '@shop/shared/fragments';
import { $session, $wishlist, isInWishlist } from '@shop/shared/stores';
import { Button, HeartIcon, useHydrated } from '@shop/shared/ui';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { WishlistHeart } from './wishlist-heart';

/**
 * The wish list's heart on another section's product card or page (or its "Save to Wish List" button):
 * saves or drops the product; a guest is sent to sign in.
 */
export function WishlistToggle({ product, look = 'heart' }: Omit<FragmentProps['wishlist-toggle'], 'className'>) {
  const { isLoggedIn, profileLoading } = useStore($session);
  // Subscribing re-renders the heart when the wish list changes.
  useStore($wishlist);
  // The server renders every heart as a guest's: the shopper's wish list shows once hydrated.
  const inWishlist = useHydrated() && isInWishlist(product._id);
  const toggle = () => {
    // Until the start-up profile load answers, a signed-in shopper would look like a guest: wait.
    if (profileLoading) return;
    if (isLoggedIn) void toggleWishlistItem(product);
    else sendGuestToSignIn();
  };
  if (look === 'button')
    return (
      <Button variant="secondary" aria-pressed={inWishlist} onClick={toggle} className="acc:h-12 acc:w-full acc:text-base">
        <HeartIcon filled={inWishlist} className={inWishlist ? 'acc:text-rose-600' : undefined} />
        Save to Wish List
      </Button>
    );
  return <WishlistHeart productName={product.productName} active={inWishlist} onToggle={toggle} />;
}
