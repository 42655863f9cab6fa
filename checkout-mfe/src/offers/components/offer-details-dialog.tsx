import type { Offer } from '@shop/shared/contracts';
import { Button } from '@shop/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
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

/**
 * An offer's code, user type, usage limit, highlights and terms in a modal on the native <dialog>:
 * the browser traps focus inside it and Esc closes it; whatever had focus before gets it back.
 */
export function OfferDetailsDialog({ offer, onClose }: OfferDetailsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Read while rendering: by the time effects run, autoFocus has already moved focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => opener?.focus();
  }, [opener]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="chk:m-auto chk:max-h-[85vh] chk:w-[min(32rem,calc(100vw-2rem))] chk:overflow-y-auto chk:rounded-xl chk:bg-white chk:p-6 chk:shadow-xl chk:backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="chk:text-xl chk:font-semibold chk:text-slate-900">
        {offer.offerName}
      </h2>
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
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </dialog>
  );
}
