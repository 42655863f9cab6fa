import { company } from '@shop/shared/company';
import { textLinkClass } from '../../app/link-styles';

/** The closing box of every policy: whom to ask and how soon they answer. */
export function PolicyContact() {
  return (
    <aside aria-labelledby="policy-contact-title" className="cat:rounded-xl cat:border cat:border-brand-100 cat:bg-brand-50 cat:p-6">
      <h2 id="policy-contact-title" className="cat:text-lg cat:font-semibold cat:text-brand-900">
        Questions about this policy?
      </h2>
      <p className="cat:mt-2 cat:leading-7 cat:text-slate-700">
        Write to{' '}
        <a href={`mailto:${company.email}`} className={textLinkClass}>
          {company.email}
        </a>{' '}
        or call{' '}
        <a href={company.phoneHref} className={textLinkClass}>
          {company.phone}
        </a>
        . We answer every inquiry within 24 hours.
      </p>
      <address className="cat:mt-3 cat:text-sm cat:not-italic cat:text-slate-600">
        {company.legalName}, {company.addressLines.join(', ')}
      </address>
    </aside>
  );
}
