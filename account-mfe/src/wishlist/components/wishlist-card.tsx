import type { ProductCard } from '@shop/shared/contracts';
import { displayWeight } from '@shop/shared/format';
import { Fragment } from '@shop/shared/fragments';
import { Link } from '@shop/shared/navigation';
import { buttonClass, Picture, PriceTag, StarRating } from '@shop/shared/ui';

/** Props of one wish-list card. */
export interface WishlistCardProps {
  product: ProductCard;
  onRemove: () => void;
}

const TrashIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="acc:size-5">
    <path strokeLinecap="round" strokeLinejoin="round" d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 002 2h8a2 2 0 002-2l1-12M9 7V4h6v3" />
  </svg>
);

/** A saved product: image, name, weight, stars, price, Add to Cart and a trash button. */
export function WishlistCard({ product, onRemove }: WishlistCardProps) {
  const href = `/product/${encodeURIComponent(product._id)}`;
  const image = product.productImages?.[0];
  const weight = displayWeight(product.weight, product.weightUnit);
  return (
    <li className="acc:flex acc:flex-col acc:overflow-hidden acc:rounded-2xl acc:border acc:border-slate-200 acc:bg-white acc:shadow-sm">
      <div className="acc:relative acc:aspect-square acc:bg-slate-50">
        {image && (
          <Picture
            address={image}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
            widest={640}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            className="acc:size-full acc:object-contain acc:p-4"
          />
        )}
        <button
          type="button"
          aria-label={`Remove ${product.productName} from wish list`}
          onClick={onRemove}
          className="acc:absolute acc:top-3 acc:right-3 acc:inline-flex acc:size-10 acc:items-center acc:justify-center acc:rounded-full acc:bg-white/90 acc:text-slate-600 acc:shadow-sm acc:ring-1 acc:ring-slate-200 acc:hover:text-red-700 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600"
        >
          <TrashIcon />
        </button>
      </div>
      <div className="acc:flex acc:flex-1 acc:flex-col acc:gap-2 acc:p-4">
        <h2 className="acc:text-base acc:leading-snug acc:font-semibold acc:text-slate-900">
          <Link to={href} className="acc:line-clamp-2 acc:hover:text-brand-700">
            {product.productName}
          </Link>
        </h2>
        {weight && <p className="acc:text-sm acc:text-slate-600">Weight : {weight}</p>}
        <StarRating average={product.avgRating} count={product.ratingCount} />
        <PriceTag price={product.price} discountedAmount={product.discountedAmount} taxes={product} />
        <div className="acc:mt-auto acc:pt-2">
          {/* Adding to the cart belongs to the cart and checkout section; without it the card leads to the product. */}
          <Fragment
            name="add-to-cart"
            props={{ product, variant: 'single' }}
            fallback={
              <Link to={href} className={buttonClass('secondary', 'acc:w-full')}>
                View Product
              </Link>
            }
          />
        </div>
      </div>
    </li>
  );
}
