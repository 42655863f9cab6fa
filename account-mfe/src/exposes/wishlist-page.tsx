import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { WishlistPage } from '../wishlist/components/wishlist-page';

export default function WishlistPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <WishlistPage />
    </AccountBoundary>
  );
}
