import type { Product } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import { StarRating } from '@shop/shared/ui';

/** The latest ratings of verified buyers with their words; nothing at all before the first. */
export function ProductRatings({ ratings }: { ratings: Product['ratings'] }) {
  if (ratings.length === 0) return null;
  return (
    <section aria-labelledby="product-ratings-heading" className="cat:mt-12">
      <h2 id="product-ratings-heading" className="cat:text-2xl cat:font-bold cat:tracking-tight cat:text-slate-900">
        Ratings from Buyers
      </h2>
      <ul className="cat:mt-6 cat:grid cat:gap-4 cat:md:grid-cols-2">
        {ratings.map((rating, index) => (
          <li key={rating._id ?? index} className="cat:rounded-xl cat:border cat:border-slate-200 cat:bg-white cat:p-4">
            <div className="cat:flex cat:flex-wrap cat:items-center cat:justify-between cat:gap-2">
              <StarRating average={rating.rating} />
              {rating.createdAt && (
                <time dateTime={new Date(rating.createdAt).toISOString()} className="cat:text-sm cat:text-slate-600">
                  {formatDate(rating.createdAt)}
                </time>
              )}
            </div>
            {rating.review && <p className="cat:mt-2 cat:whitespace-pre-line cat:break-words cat:text-slate-800">{rating.review}</p>}
            <p className="cat:mt-2 cat:text-sm cat:text-slate-600">
              {rating.shopperName ? (
                <>
                  <span className="cat:font-medium cat:text-slate-800">{rating.shopperName}</span> · Verified buyer
                </>
              ) : (
                'Verified buyer'
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
