import type { Offer } from '@shop/shared/contracts';
import { Button, Dialog } from '@shop/shared/ui';
import { usageLimit } from '../model/usage-limit';

/** Props of an offer's details. */
export interface OfferDetailsDialogProps {
  offer: Offer;
  onClose: () => void;
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="chk:mt-4">
      <h3 className="chk:font-semibold chk:text-slate-900">{title}</h3>
      <ul className="chk:mt-1 chk:list-disc chk:space-y-1 chk:pl-5 chk:text-sm chk:text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** An offer's code, user type, usage limit, highlights and terms in a modal; Close and Escape close it. */
export function OfferDetailsDialog({ offer, onClose }: OfferDetailsDialogProps) {
  return (
    <Dialog
      title={offer.offerName}
      onClose={onClose}
      className="chk:m-auto chk:max-h-[85vh] chk:w-[min(32rem,calc(100vw-2rem))] chk:overflow-y-auto chk:rounded-xl chk:bg-white chk:p-6 chk:shadow-xl chk:backdrop:bg-slate-900/50"
      titleClassName="chk:text-xl chk:font-semibold chk:text-slate-900"
    >
      {(close) => (
        <>
          <dl className="chk:mt-3 chk:grid chk:grid-cols-[auto_1fr] chk:gap-x-4 chk:gap-y-1 chk:text-sm">
            <dt className="chk:text-slate-500">Code</dt>
            <dd className="chk:font-mono chk:font-semibold">{offer.couponCode}</dd>
            <dt className="chk:text-slate-500">User type</dt>
            <dd>{offer.userType}</dd>
            <dt className="chk:text-slate-500">Usage limit</dt>
            <dd>{usageLimit(offer.limit)}</dd>
          </dl>
          <List title="Highlights" items={offer.highlights ?? []} />
          <List title="Terms and Conditions" items={offer.termsAndConditions ?? []} />
          <div className="chk:mt-6 chk:flex chk:justify-end">
            <Button variant="secondary" onClick={() => close()}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
