import type { Product } from '@shop/shared/contracts';
import { displayWeight } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { Picture } from '@shop/shared/ui';
import type { KeyboardEvent } from 'react';

/** One search result: image, name and weight, linking to the product. */
export function SearchResultCard({
  product,
  onOpen,
  onKeyDown,
}: {
  product: Product;
  onOpen: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const image = product.productImages[0];
  return (
    <li>
      <Link
        to={`/product/${encodeURIComponent(product._id)}`}
        onClick={onOpen}
        data-search-result
        onKeyDown={onKeyDown}
        className="cat:flex cat:h-full cat:items-center cat:gap-3 cat:rounded-xl cat:border cat:border-slate-200 cat:bg-white cat:p-3 cat:hover:border-brand-500 cat:hover:shadow-sm cat:focus-visible:outline-2 cat:focus-visible:outline-brand-600"
      >
        {image ? (
          <Picture
            address={image}
            sizes="64px"
            widest={320}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="cat:size-16 cat:shrink-0 cat:rounded-lg cat:bg-slate-50 cat:object-contain"
          />
        ) : (
          <span aria-hidden="true" className="cat:size-16 cat:shrink-0 cat:rounded-lg cat:bg-slate-100" />
        )}
        <span className="cat:min-w-0">
          <span className="cat:line-clamp-2 cat:text-sm cat:font-medium cat:text-slate-900">{product.productName}</span>
          <span className="cat:mt-1 cat:block cat:text-xs cat:text-slate-600">
            Weight : {displayWeight(product.weight, product.weightUnit)}
          </span>
        </span>
      </Link>
    </li>
  );
}
