import type { Offer } from '@shop/shared/contracts';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { useCopyCode } from '../hooks/use-copy-code';
import { offerTerms } from '../model/offer-terms';
import { usageLimit } from '../model/usage-limit';
import { OfferDetailsDialog } from './offer-details-dialog';

/**
 * One offer: name, who it is for (and whether that is this shopper), what it gives, from what
 * order value and until when, the code with Copy, the usage limit and Know More.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { copied, copy } = useCopyCode(offer.couponCode);
  const [open, setOpen] = useState(false);
  const terms = offerTerms(offer);
  const notForYou = offer.forYou === false;

  return (
    <li
      data-testid="offer-card"
      className={`chk:flex chk:flex-col chk:gap-3 chk:rounded-2xl chk:border chk:p-5 chk:shadow-sm ${notForYou ? 'chk:border-slate-200 chk:bg-slate-50' : 'chk:border-slate-200 chk:bg-white'}`}
    >
      <h2 className="chk:text-lg chk:font-semibold chk:text-slate-900">{offer.offerName}</h2>
      <p className="chk:flex chk:flex-wrap chk:items-center chk:gap-2 chk:text-sm chk:text-slate-600">
        For {offer.userType} users
        {notForYou && (
          <span className="chk:rounded-full chk:bg-slate-200 chk:px-2 chk:py-0.5 chk:text-xs chk:font-semibold chk:text-slate-700">
            Not for your account
          </span>
        )}
      </p>
      {terms.benefit && <p className="chk:text-xl chk:font-bold chk:text-brand-800">{terms.benefit}</p>}
      {(terms.minimum || terms.expiry) && (
        <ul className="chk:space-y-0.5 chk:text-sm chk:text-slate-700">
          {terms.minimum && <li>{terms.minimum}</li>}
          {terms.expiry && <li>{terms.expiry}</li>}
        </ul>
      )}
      <div className="chk:flex chk:items-center chk:justify-between chk:gap-3 chk:rounded-lg chk:border chk:border-dashed chk:border-brand-600 chk:bg-brand-50 chk:px-3 chk:py-2">
        <span data-testid="coupon-code" className="chk:font-mono chk:font-bold chk:tracking-wider chk:text-brand-700">
          {offer.couponCode}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={copied ? `Copied ${offer.couponCode}` : `Copy ${offer.couponCode}`}
          className="chk:rounded-md chk:bg-brand-600 chk:px-3 chk:py-1 chk:text-sm chk:font-semibold chk:text-white chk:hover:bg-brand-700 chk:focus-visible:outline-2 chk:focus-visible:outline-offset-2 chk:focus-visible:outline-brand-600"
        >
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </button>
      </div>
      <p className="chk:text-sm chk:text-slate-600">
        Usage limit: <span className="chk:font-medium chk:text-slate-900">{usageLimit(offer.limit)}</span>
      </p>
      <Button variant="secondary" className="chk:mt-auto" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Know More
      </Button>
      {open && <OfferDetailsDialog offer={offer} onClose={() => setOpen(false)} />}
    </li>
  );
}
