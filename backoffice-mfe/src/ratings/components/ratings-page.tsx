import { shopperMessage } from '@shop/shared/api-client';
import type { AdminRatingList, AdminRatingListQuery, AdminRatingView } from '@shop/shared/contracts';
import { SelectField } from '@shop/shared/fields';
import { formatDate } from '@shop/shared/format';
import { navigate, useSearchParams } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { type FormEvent, useState } from 'react';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';
import { ratingsApi } from '../api/ratings-api';
import { useShowRating } from '../hooks/use-rating-visibility';
import { ratingFiltersFromSearch, ratingSearchOf } from '../rating-filters';
import { HideDialog } from './hide-dialog';

export const RATINGS_FAILED = 'The ratings could not be loaded. Please try again.';

const SHOWN_OPTIONS = [
  { value: 'false', label: 'On the shop' },
  { value: 'true', label: 'Hidden' },
];

const starsOf = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** On the shop, or hidden with why, by whom and when. */
function Visibility({ rating }: { rating: AdminRatingView }) {
  if (!rating.hidden) return <span className="bo:text-emerald-800">On the shop</span>;
  return (
    <span className="bo:block bo:space-y-0.5">
      <span className="bo:inline-block bo:rounded bo:bg-slate-200 bo:px-2 bo:py-0.5 bo:text-xs bo:font-semibold bo:text-slate-800">
        Hidden
      </span>
      <span className="bo:block bo:text-slate-700">{rating.hidden.reason}</span>
      <span className="bo:block bo:text-xs bo:text-slate-600">
        {rating.hidden.by || 'Staff'}, {formatDate(rating.hidden.at)}
      </span>
    </span>
  );
}

interface ActionProps {
  rating: AdminRatingView;
  sending: string | null;
  onHide: (rating: AdminRatingView) => void;
  onShow: (rating: AdminRatingView) => void;
}

function Action({ rating, sending, onHide, onShow }: ActionProps) {
  const about = `${starsOf(rating.stars)} for ${rating.product.name}`;
  if (rating.hidden)
    return (
      <Button
        variant="secondary"
        className="bo:px-3 bo:py-1"
        busy={sending === rating.id}
        aria-label={`Show again the rating of ${about}`}
        onClick={() => onShow(rating)}
      >
        Show Again
      </Button>
    );
  return (
    <Button
      variant="secondary"
      className="bo:px-3 bo:py-1"
      aria-haspopup="dialog"
      aria-label={`Hide the rating of ${about}`}
      onClick={() => onHide(rating)}
    >
      Hide
    </Button>
  );
}

/** Ratings as a table, or as cards on a phone: what was rated, the stars and words, who, when, and where it stands. */
function Ratings({ list, ...actions }: { list: AdminRatingList } & Omit<ActionProps, 'rating'>) {
  const label = 'Ratings, newest first';
  const words = (rating: AdminRatingView) => rating.text ?? <span className="bo:text-slate-500">No words</span>;
  const shopper = (rating: AdminRatingView) => rating.shopper?.name || 'Account erased';
  return (
    <>
      <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
        {list.ratings.map((rating) => (
          <li key={rating.id} className="bo:space-y-1 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
            <p className="bo:font-semibold bo:text-slate-900">{rating.product.name}</p>
            <p>
              <span className="bo:font-semibold">{starsOf(rating.stars)}</span> · {shopper(rating)} · {formatDate(rating.createdAt)}
            </p>
            <p className="bo:break-words">{words(rating)}</p>
            <Visibility rating={rating} />
            <Action rating={rating} {...actions} />
          </li>
        ))}
      </ul>
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              {['Product', 'Stars', 'Words', 'Shopper', 'Rated', 'State', 'Action'].map((name) => (
                <TableHeaderCell key={name}>{name}</TableHeaderCell>
              ))}
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100 bo:align-top">
            {list.ratings.map((rating) => (
              <tr key={rating.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2">{rating.product.name}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{starsOf(rating.stars)}</td>
                <td className="bo:max-w-sm bo:px-3 bo:py-2 bo:break-words">{words(rating)}</td>
                <td className="bo:px-3 bo:py-2">{shopper(rating)}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDate(rating.createdAt)}</td>
                <td className="bo:px-3 bo:py-2">
                  <Visibility rating={rating} />
                </td>
                <td className="bo:px-3 bo:py-2">
                  <Action rating={rating} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** On the shop or hidden, read from and written to the address so Back returns to the previous view. */
function RatingFiltersForm({ filters }: { filters: AdminRatingListQuery }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hidden = String(new FormData(event.currentTarget).get('hidden') ?? '');
    navigate(ratingSearchOf(hidden === 'true' || hidden === 'false' ? { hidden } : {}));
  };
  return (
    <form
      key={JSON.stringify(filters)}
      aria-label="Filter ratings"
      onSubmit={submit}
      className="bo:grid bo:gap-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:sm:grid-cols-3 bo:sm:items-end"
    >
      <SelectField
        id="ratings-hidden"
        name="hidden"
        label="Showing"
        placeholder="All ratings"
        options={SHOWN_OPTIONS}
        defaultValue={filters.hidden ?? ''}
      />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}

/** Shoppers' ratings, newest first; the catalogue desk hides one with a reason, or shows it again. */
export function RatingsPage() {
  const search = useSearchParams();
  const filters = ratingFiltersFromSearch(search);
  const key = ratingSearchOf(filters);
  const list = useQuery<AdminRatingList | null>(['backoffice/ratings', key], () => ratingsApi.list(filters), null);
  const [hiding, setHiding] = useState<AdminRatingView | null>(null);
  const { sending, show } = useShowRating(list.retry);
  const page = list.data?.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section aria-labelledby="ratings-title" className="bo:space-y-4">
      <div className="bo:space-y-1">
        <h1 id="ratings-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
          Ratings{list.data ? ` (${list.data.total})` : ''}
        </h1>
        <p className="bo:text-sm bo:text-slate-600">
          What shoppers said about products they received. A hidden rating leaves the product page and its average.
        </p>
      </div>
      <RatingFiltersForm filters={filters} />
      <LoadView
        status={list.status === 'loading' && list.data ? 'ready' : list.status}
        loading={<Skeleton className="bo:h-40 bo:w-full" />}
        failure={shopperMessage(list.error, RATINGS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.ratings.length === 0}
        empty={<EmptyState title="No ratings" message="No shopper has rated a product here yet." />}
      >
        {list.data ? (
          <>
            <Ratings list={list.data} sending={sending} onHide={setHiding} onShow={(rating) => void show(rating)} />
            {pages > 1 ? (
              <nav aria-label="Rating pages" className="bo:flex bo:items-center bo:gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => navigate(ratingSearchOf({ ...filters, page: page - 1 }))}>
                  Previous Page
                </Button>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => navigate(ratingSearchOf({ ...filters, page: page + 1 }))}
                >
                  Next Page
                </Button>
                <span className="bo:text-sm bo:text-slate-600">
                  Page {page} of {pages}
                </span>
              </nav>
            ) : null}
          </>
        ) : null}
      </LoadView>
      {hiding ? (
        <HideDialog
          rating={hiding}
          onClose={() => setHiding(null)}
          onDone={() => {
            setHiding(null);
            list.retry();
          }}
        />
      ) : null}
    </section>
  );
}
