import type { Product } from '@shop/shared/contracts';
import { displayWeight } from '@shop/shared/format';
import { Fragment } from '@shop/shared/fragments';
import { cx, PriceTag, StarRating } from '@shop/shared/ui';
import { productRatingCount } from '../../app/product-facts';
import { HighlightsPreview } from './highlights-preview';
import { PurchasePanel } from './purchase-panel';
import { ShareButton } from './share-button';

/** The right-hand column: what the product is, what it costs, and how to buy or save it. */
export function ProductSummary({ product }: { product: Product }) {
  const weight = displayWeight(product.weight, product.weightUnit) || undefined;
  const category = product.productCategory?.categoryName;

  return (
    <div className="cat:flex cat:min-w-0 cat:flex-col cat:gap-5">
      <div className="cat:flex cat:items-start cat:justify-between cat:gap-4">
        <div className="cat:min-w-0">
          {category && <p className="cat:text-sm cat:font-semibold cat:tracking-wider cat:text-brand-700 cat:uppercase">{category}</p>}
          <h1 className="cat:mt-1 cat:text-2xl cat:font-bold cat:tracking-tight cat:break-words cat:text-slate-900 cat:sm:text-3xl">
            {product.productName}
          </h1>
        </div>
        <div className="cat:flex cat:shrink-0 cat:gap-2">
          {/* The heart belongs to the account section. */}
          <Fragment name="wishlist-toggle" props={{ product }} />
          <ShareButton productName={product.productName} />
        </div>
      </div>

      <StarRating look="full" average={product.avgRating} count={productRatingCount(product)} />

      <PriceTag size="large" price={product.price} discountedAmount={product.discountedAmount} taxes={product} />

      <dl className="cat:flex cat:flex-wrap cat:gap-x-6 cat:gap-y-2 cat:text-sm">
        {weight !== undefined && (
          <div className="cat:flex cat:gap-1.5">
            <dt className="cat:text-slate-600">Weight:</dt>
            <dd className="cat:font-semibold cat:text-slate-900">{weight}</dd>
          </div>
        )}
        <div className="cat:flex cat:gap-1.5">
          <dt className="cat:text-slate-600">Availability:</dt>
          <dd className={cx('cat:font-semibold', product.isOutOfStock ? 'cat:text-red-700' : 'cat:text-green-700')}>
            {product.isOutOfStock ? 'Out of stock' : 'In stock'}
          </dd>
        </div>
      </dl>

      <HighlightsPreview highlights={product.highlights ?? []} />

      <PurchasePanel product={product} />
    </div>
  );
}
