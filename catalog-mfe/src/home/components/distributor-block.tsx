import { Link } from '@shop/shared/navigation';
import { cx } from '@shop/shared/ui';
import { secondaryLinkClass } from '../../app/link-styles';

/** An invitation to become a distributor, linking to the inquiry form. */
export function DistributorBlock() {
  return (
    <section
      aria-labelledby="home-distributor-title"
      className="cat:overflow-hidden cat:rounded-3xl cat:bg-linear-to-br cat:from-brand-800 cat:to-brand-600 cat:px-6 cat:py-10 cat:text-white cat:sm:px-10 cat:md:flex cat:md:items-center cat:md:justify-between cat:md:gap-10"
    >
      <div className="cat:max-w-2xl">
        <h2 id="home-distributor-title" className="cat:text-2xl cat:font-bold cat:tracking-tight cat:sm:text-3xl">
          Become a Distributor
        </h2>
        <p className="cat:mt-3 cat:leading-7 cat:text-brand-50">
          Grow with a trusted name in home care. Partner with us to bring our detergents and cleaners to the shops and homes of your region,
          with steady supply and fair margins.
        </p>
      </div>
      <Link
        to="/distributorinquiryForm"
        className={cx(
          // The light button of the set: a second text colour on top would lose to the stylesheet's order.
          secondaryLinkClass,
          'cat:mt-6 cat:shrink-0 cat:border-white cat:focus-visible:outline-white cat:md:mt-0',
        )}
      >
        Become a Distributor
      </Link>
    </section>
  );
}
