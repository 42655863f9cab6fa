import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { WishlistPage } from '../wishlist/components/wishlist-page';

export default function WishlistPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <WishlistPage />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: WishlistPageExposed }) satisfies PageModule<undefined>;
