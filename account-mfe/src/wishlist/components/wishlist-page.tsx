import { useStore } from '@nanostores/react';
import { $cartActionsPending } from '@shop/shared/cart';
import { countOf } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { Button, PageSkeleton } from '@shop/shared/ui';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { useWishlistPage } from '../hooks/use-wishlist-page';
import { addWishlistItemToCart } from '../model/wishlist-cart';
import { WishlistCard } from './wishlist-card';

const startShopping =
  'acc:inline-flex acc:items-center acc:justify-center acc:rounded-md acc:bg-brand-600 acc:px-5 acc:py-2.5 acc:text-sm acc:font-semibold acc:text-white acc:hover:bg-brand-700 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600';

/** /wishlist: the saved products with their count, or an empty state leading to the shop. */
export function WishlistPage() {
  const { items, status, loadError, refresh } = useWishlistPage();
  const pending = useStore($cartActionsPending);

  if (status === 'loading') return <PageSkeleton label="Loading your wish list…" />;

  return (
    <div className="acc:mx-auto acc:w-full acc:max-w-6xl acc:px-4 acc:py-10 acc:sm:px-6">
      <header className="acc:mb-6 acc:flex acc:flex-wrap acc:items-baseline acc:gap-3">
        <h1 className="acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">My Wish List</h1>
        {status === 'ready' && (
          <p data-testid="wishlist-count" className="acc:text-slate-600">
            {countOf(items.length, 'item')}
          </p>
        )}
      </header>

      {status === 'error' && (
        <div
          role="alert"
          className="acc:flex acc:flex-wrap acc:items-center acc:gap-3 acc:rounded-lg acc:bg-red-50 acc:p-4 acc:text-red-800"
        >
          <p>{loadError}</p>
          <Button variant="secondary" onClick={() => void refresh()}>
            Try Again
          </Button>
        </div>
      )}

      {status === 'ready' && items.length === 0 && (
        <div className="acc:flex acc:flex-col acc:items-center acc:gap-4 acc:rounded-2xl acc:border acc:border-dashed acc:border-slate-300 acc:px-6 acc:py-16 acc:text-center">
          <h2 className="acc:text-xl acc:font-semibold acc:text-slate-900">Your wish list is empty</h2>
          <p className="acc:max-w-md acc:text-slate-600">Tap the heart on any product to keep it here for later.</p>
          <Link to="/shop" className={startShopping}>
            Start Shopping
          </Link>
        </div>
      )}

      {status === 'ready' && items.length > 0 && (
        <ul className="acc:grid acc:grid-cols-1 acc:gap-6 acc:sm:grid-cols-2 acc:lg:grid-cols-3 acc:xl:grid-cols-4">
          {items.map((product) => (
            <WishlistCard
              key={product._id}
              product={product}
              adding={pending[product._id] === 'add'}
              onAddToCart={() => void addWishlistItemToCart(product)}
              onRemove={() => void toggleWishlistItem(product)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
