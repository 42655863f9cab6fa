import { countOf } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { buttonClass, EmptyState, LoadView, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { useWishlistPage } from '../hooks/use-wishlist-page';
import { WishlistCard } from './wishlist-card';

/** /wishlist: the saved products with their count, or an empty state leading to the shop. */
export function WishlistPage() {
  const { items, status, loadError, retry } = useWishlistPage();

  if (status === 'loading') return <PageSkeleton label="Loading your wish list…" />;

  return (
    <PageContainer>
      <header className="acc:mb-6 acc:flex acc:flex-wrap acc:items-baseline acc:gap-3">
        <h1 className="acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">My Wish List</h1>
        {status === 'ready' && (
          <p data-testid="wishlist-count" className="acc:text-slate-600">
            {countOf(items.length, 'item')}
          </p>
        )}
      </header>

      <LoadView
        status={status}
        failure={loadError}
        onRetry={retry}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            title="Your wish list is empty"
            message="Tap the heart on any product to keep it here for later."
            action={
              <Link to="/shop" className={buttonClass()}>
                Start Shopping
              </Link>
            }
          />
        }
      >
        <ul className="acc:grid acc:grid-cols-1 acc:gap-6 acc:sm:grid-cols-2 acc:lg:grid-cols-3 acc:xl:grid-cols-4">
          {items.map((product) => (
            <WishlistCard key={product._id} product={product} onRemove={() => void toggleWishlistItem(product)} />
          ))}
        </ul>
      </LoadView>
    </PageContainer>
  );
}
