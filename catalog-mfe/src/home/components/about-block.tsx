import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import { secondaryLinkClass } from '../../app/link-styles';

const promises = ['Made in Gujarat', 'Tough on stains, gentle on hands', 'Fair prices for homes and businesses'];

/** A short introduction to the company with a link to the About page. */
export function AboutBlock() {
  return (
    <section
      aria-labelledby="home-about-title"
      className="cat:grid cat:gap-8 cat:md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] cat:md:items-center"
    >
      <div>
        <p className="cat:text-sm cat:font-semibold cat:tracking-wider cat:text-brand-700 cat:uppercase">About {company.name}</p>
        <h1
          id="home-about-title"
          className="cat:mt-2 cat:text-3xl cat:font-bold cat:tracking-tight cat:text-balance cat:text-slate-900 cat:sm:text-4xl"
        >
          Everyday cleaning products, made to do the job well
        </h1>
        <p className="cat:mt-4 cat:max-w-2xl cat:text-base cat:leading-7 cat:text-slate-700 cat:sm:text-lg">
          From detergent powders and liquids to dishwash, floor, toilet and glass cleaners, {company.name} makes dependable products for
          Indian homes, shops and businesses, at prices that make sense.
        </p>
        <div className="cat:mt-6">
          <Link to="/about" className={secondaryLinkClass}>
            More about us
          </Link>
        </div>
      </div>
      <ul className="cat:grid cat:gap-3">
        {promises.map((promise) => (
          <li
            key={promise}
            className="cat:flex cat:items-center cat:gap-3 cat:rounded-xl cat:bg-brand-50 cat:px-4 cat:py-3 cat:text-brand-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="cat:size-5 cat:shrink-0 cat:fill-brand-600">
              <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm4 6.2l-4.8 5.1a.8.8 0 01-1.2 0L6 10.6a.8.8 0 111.2-1.1l1.4 1.5 4.2-4.4A.8.8 0 1114 7.7z" />
            </svg>
            <span className="cat:font-medium">{promise}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
