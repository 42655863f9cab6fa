import '../wishlist-toggle/styles.css';
import type { FragmentProps } from '@shop/shared/fragments';
import { AccountBoundary } from '../app/account-boundary';
import { WishlistToggle } from '../wishlist-toggle/components/wishlist-toggle';

/** The `wishlist-toggle` fragment: the heart other sections' product cards embed, placed by their `className`. */
export default function WishlistToggleFragment({ className, ...props }: FragmentProps['wishlist-toggle']) {
  return (
    <AccountBoundary className={className}>
      <WishlistToggle {...props} />
    </AccountBoundary>
  );
}
