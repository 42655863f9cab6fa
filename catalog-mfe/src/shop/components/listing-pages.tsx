import type { Filters } from '@shop/shared/contracts';
import { Link } from '@shop/shared/navigation';
import { shopPath } from '../model/filters';

const link =
  'cat:inline-flex cat:min-w-10 cat:items-center cat:justify-center cat:rounded-md cat:border cat:border-slate-300 cat:px-3 cat:py-2 cat:text-sm cat:font-medium cat:text-slate-700 cat:hover:bg-brand-50 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600';
const current = 'cat:border-brand-600 cat:bg-brand-600 cat:text-white cat:hover:bg-brand-700';

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pagesToShow(page: number, count: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let index = 0; index < count; index += 1) {
    const near = Math.abs(index - page) <= 2 || index === 0 || index === count - 1;
    if (near) shown.push(index);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

/** Links to the listing's other pages under the same filters: real addresses the server renders. */
export function ListingPages({ applied, page, total, pageSize }: { applied: Filters; page: number; total: number; pageSize: number }) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label="Pages" className="cat:mt-8 cat:flex cat:flex-col cat:items-center cat:gap-3">
      <p className="cat:text-sm cat:text-slate-600">
        Showing {first}–{last} of {total} products
      </p>
      <ul className="cat:flex cat:flex-wrap cat:items-center cat:justify-center cat:gap-2">
        {page > 0 && (
          <li>
            <Link to={shopPath(applied, page - 1)} className={link} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pagesToShow(page, count).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity beyond its place
            <li key={`gap-${index}`} aria-hidden="true" className="cat:px-1 cat:text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={shopPath(applied, entry)}
                className={entry === page ? `${link} ${current}` : link}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry + 1}`}
              >
                {entry + 1}
              </Link>
            </li>
          ),
        )}
        {page < count - 1 && (
          <li>
            <Link to={shopPath(applied, page + 1)} className={link} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
