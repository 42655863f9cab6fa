import type { CartLine, Product } from '@shop/shared/contracts';
import { useEffect, useState } from 'react';
import { runPurchaseAction } from './purchase-actions';
import { clampQuantity, commitQuantityChange, MIN_QUANTITY } from './quantity';

/** The quantity a product page shows and how to change it. */
export interface PurchaseQuantity {
  quantity: number;
  /** True while a change to a cart line is being saved. */
  saving: boolean;
  change: (next: number) => void;
}

/**
 * Before the product is in the cart the stepper only picks how many to add. Once it is, every
 * change is saved to the cart line and reverted when saving fails.
 */
export function usePurchaseQuantity(product: Product, line: CartLine | undefined): PurchaseQuantity {
  const lineQuantity = line?.quantity;
  const inCart = Boolean(line?.id);
  const [quantity, setQuantity] = useState(() => clampQuantity(lineQuantity ?? MIN_QUANTITY));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (lineQuantity !== undefined) setQuantity(clampQuantity(lineQuantity));
  }, [lineQuantity]);

  const change = (next: number) => {
    const target = clampQuantity(next);
    if (target === quantity || saving) return;
    if (!inCart) {
      setQuantity(target);
      return;
    }
    setSaving(true);
    void commitQuantityChange({
      previous: quantity,
      next: target,
      show: setQuantity,
      persist: (value) => runPurchaseAction({ kind: 'update-quantity', quantity: value }, product),
    }).finally(() => setSaving(false));
  };

  return { quantity, saving, change };
}
