import type { ProductCard as CardProduct } from '@shop/shared/contracts';
import { displayWeight } from '@shop/shared/format';
import { Fragment } from '@shop/shared/fragments';
import { Link } from '@shop/shared/navigation';
import { Picture, PriceTag } from '@shop/shared/ui';
import { RatingBadge } from './rating-badge';

/** Props of a product card. */
export interface ProductCardProps {
  product: CardProduct;
  /** The level of the product name's heading: 3 under a section's h2 (default), 2 directly under a page's h1. */
  headingLevel?: 2 | 3;
  /** A card in the first screenful: its image loads at once, ahead of the page's scripts. */
  priority?: boolean;
}

/** The card's picture, linked to the product page: the name below is the link for keyboards and screen readers. */
function CardPicture({ href, image, priority }: { href: string; image: string | undefined; priority: boolean }) {
  return (
    <Link to={href} tabIndex={-1} aria-hidden="true" className="cat:block cat:aspect-square cat:bg-slate-50">
      {image ? (
        <Picture
          address={image}
          // Two cards a row on a phone, inside the page's padding and the card's own.
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, calc(50vw - 2.5rem)"
          widest={640}
          alt=""
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="cat:size-full cat:object-contain cat:p-2 cat:sm:p-4 cat:transition-transform cat:duration-300 cat:motion-safe:group-hover:scale-105"
        />
      ) : null}
    </Link>
  );
}

/** While the cart's controls cannot be shown (their section is unreachable), the card leads to the product's page. */
function ViewProductLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="cat:inline-flex cat:w-full cat:items-center cat:justify-center cat:rounded-md cat:border cat:border-brand-600 cat:px-4 cat:py-2 cat:text-sm cat:font-semibold cat:text-brand-700 cat:hover:bg-brand-50"
    >
      View Product
    </Link>
  );
}

/** One product in a grid: image, rating, name, weight, price, wish-list heart and cart button. */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const href = `/product/${encodeURIComponent(product._id)}`;
  const weight = displayWeight(product.weight, product.weightUnit);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="cat:group cat:flex cat:h-full cat:flex-col cat:overflow-hidden cat:rounded-2xl cat:border cat:border-slate-200 cat:bg-white cat:shadow-sm cat:transition-shadow cat:hover:shadow-md">
      <div className="cat:relative">
        <CardPicture href={href} image={product.productImages[0]} priority={priority} />
        {product.isOutOfStock && (
          <span className="cat:absolute cat:top-2 cat:left-2 cat:rounded-full cat:bg-slate-900/80 cat:px-2 cat:py-1 cat:text-xs cat:sm:top-3 cat:sm:left-3 cat:sm:px-2.5 cat:font-semibold cat:text-white">
            Out of Stock
          </span>
        )}
        {/* The heart belongs to the account section, the cart controls to the cart and checkout section. */}
        <Fragment name="wishlist-toggle" props={{ product, className: 'cat:absolute cat:top-1 cat:right-1 cat:sm:top-3 cat:sm:right-3' }} />
      </div>
      <div className="cat:flex cat:flex-1 cat:flex-col cat:gap-1.5 cat:p-3 cat:sm:gap-2 cat:sm:p-4">
        <RatingBadge average={product.avgRating} count={product.ratingCount} className="cat:self-start" />
        {/* Every name keeps two lines: prices and buttons line up along a row, and a card's height is known before it is laid out. */}
        <Heading className="cat:min-h-[2lh] cat:text-sm cat:leading-snug cat:font-semibold cat:text-slate-900 cat:sm:text-base">
          <Link
            to={href}
            className="cat:line-clamp-2 cat:rounded-sm cat:hover:text-brand-700 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600"
          >
            {product.productName}
          </Link>
        </Heading>
        {weight && <p className="cat:text-xs cat:text-slate-600 cat:sm:text-sm">Weight : {weight}</p>}
        {/* On a phone's narrow card the price line and the note under it may each wrap: room for two lines of each is kept. */}
        <PriceTag
          price={product.price}
          discountedAmount={product.discountedAmount}
          taxes={product}
          className="cat:min-h-[5.25rem] cat:sm:min-h-0"
        />
        <div className="cat:mt-auto cat:pt-2">
          <Fragment name="add-to-cart" props={{ product }} fallback={<ViewProductLink href={href} />} />
        </div>
      </div>
    </article>
  );
}
