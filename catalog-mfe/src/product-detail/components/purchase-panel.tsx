import type { Product } from '@shop/shared/contracts';
import { Fragment } from '@shop/shared/fragments';

/**
 * How to buy or save the product: the quantity and the cart button belong to the cart and checkout
 * section, Save to Wish List to the account section; the page only places them.
 */
export function PurchasePanel({ product }: { product: Product }) {
  return (
    <div className="cat:flex cat:flex-col cat:gap-3">
      <Fragment
        name="product-purchase"
        props={{ product }}
        fallback={<p className="cat:text-sm cat:text-slate-600">Adding to the cart is unavailable right now. Please try again later.</p>}
      />
      <Fragment name="wishlist-toggle" props={{ product, look: 'button' }} />
    </div>
  );
}
