import { Button } from '@shop/shared/ui';

/** Asks whether to order without the free products that ran out. */
export function FreeProductsModal({ onCancel, onContinue }: { onCancel: () => void; onContinue: () => void }) {
  return (
    <div className="chk:fixed chk:inset-0 chk:z-50 chk:flex chk:items-center chk:justify-center chk:bg-black/40">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="free-products-title"
        className="chk:max-w-sm chk:rounded-xl chk:bg-white chk:p-6 chk:shadow-xl"
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      >
        <h2 id="free-products-title" className="chk:mb-2 chk:text-lg chk:font-semibold">
          Free Products Unavailable
        </h2>
        <p className="chk:mb-4 chk:text-sm chk:text-slate-600">The free products for your order are out of stock. Continue without them?</p>
        <div className="chk:flex chk:justify-end chk:gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </div>
      </div>
    </div>
  );
}
