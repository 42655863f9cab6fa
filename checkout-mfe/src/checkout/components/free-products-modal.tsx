import { Button } from '@shop/shared/ui';
import { useEffect, useId, useRef } from 'react';

/** Props of the free-products question. */
export interface FreeProductsModalProps {
  onCancel: () => void;
  onContinue: () => void;
  /** The id of the element that gets focus back once the question is answered: the Place Order button. */
  returnFocusId: string;
}

/**
 * Asks whether to order without the free products that ran out, in a modal on the native <dialog>:
 * the browser keeps Tab inside it and turns Esc into Cancel.
 */
export function FreeProductsModal({ onCancel, onContinue, returnFocusId }: FreeProductsModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);

  // Focus goes back before the handler runs, while Place Order is still enabled: Continue makes it busy at once.
  function answer(handler: () => void) {
    ref.current?.close();
    document.getElementById(returnFocusId)?.focus();
    handler();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        answer(onCancel);
      }}
      className="chk:m-auto chk:w-[min(24rem,calc(100vw-2rem))] chk:rounded-xl chk:bg-white chk:p-6 chk:shadow-xl chk:backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="chk:mb-2 chk:text-lg chk:font-semibold chk:text-slate-900">
        Free Products Unavailable
      </h2>
      <p className="chk:mb-4 chk:text-sm chk:text-slate-600">The free products for your order are out of stock. Continue without them?</p>
      <div className="chk:flex chk:flex-wrap chk:justify-end chk:gap-3">
        <Button variant="secondary" onClick={() => answer(onCancel)} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => answer(onContinue)}>Continue</Button>
      </div>
    </dialog>
  );
}
