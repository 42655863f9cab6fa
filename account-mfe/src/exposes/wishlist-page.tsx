import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { WishlistPage } from '../wishlist/components/wishlist-page';

export default function WishlistPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <WishlistPage />
    </AccountBoundary>
  );
}
