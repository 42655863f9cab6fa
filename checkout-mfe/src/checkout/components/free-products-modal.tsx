import { Button, Dialog } from '@shop/shared/ui';

/** Props of the free-products question. */
export interface FreeProductsModalProps {
  onCancel: () => void;
  onContinue: () => void;
  /** The id of the element that gets focus back once the question is answered: the Place Order button. */
  returnFocusId: string;
}

/** Asks whether to order without the free products that ran out; Escape answers Cancel. */
export function FreeProductsModal({ onCancel, onContinue, returnFocusId }: FreeProductsModalProps) {
  // Focus goes back to Place Order before either handler runs, while it is still enabled: Continue makes it busy at once.
  return (
    <Dialog
      title="Free Products Unavailable"
      onClose={onCancel}
      returnFocus={() => document.getElementById(returnFocusId)}
      titleClassName="chk:mb-2 chk:text-lg chk:font-semibold chk:text-slate-900"
    >
      {(close) => (
        <>
          <p className="chk:mb-4 chk:text-sm chk:text-slate-600">
            The free products for your order are out of stock. Continue without them?
          </p>
          <div className="chk:flex chk:flex-wrap chk:justify-end chk:gap-3">
            <Button variant="secondary" onClick={() => close(onCancel)}>
              Cancel
            </Button>
            <Button onClick={() => close(onContinue)}>Continue</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
