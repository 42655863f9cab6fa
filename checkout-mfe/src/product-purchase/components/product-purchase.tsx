import type { FragmentProps } from '@shop/shared/fragments';
import { Button } from '@shop/shared/ui';
import { usePurchaseActions } from '../model/use-purchase-actions';
import { usePurchaseQuantity } from '../model/use-purchase-quantity';
import { QuantityStepper } from './quantity-stepper';

function cartLabel(outOfStock: boolean, inCart: boolean): string {
  if (outOfStock) return 'Out of Stock';
  return inCart ? 'Remove Product' : 'Add To Cart';
}

/**
 * A product page's cart controls, embedded by the catalogue: the stepper picks how many to add, and
 * once the product is in the cart it changes the line (put back when the change is not saved); the
 * button adds or removes. A guest is sent to sign in.
 */
export function ProductPurchase({ product }: FragmentProps['product-purchase']) {
  const { line, processing, run } = usePurchaseActions(product);
  const { quantity, saving, change } = usePurchaseQuantity(product, line);
  const outOfStock = product.isOutOfStock;

  return (
    <div className="chk:flex chk:flex-col chk:gap-4">
      <div className="chk:flex chk:flex-wrap chk:items-center chk:gap-3">
        <span aria-hidden="true" className="chk:text-sm chk:font-medium chk:text-slate-700">
          Quantity
        </span>
        <QuantityStepper quantity={quantity} onChange={change} disabled={outOfStock || saving} />
      </div>
      <Button
        variant={line ? 'secondary' : 'primary'}
        busy={processing}
        disabled={outOfStock}
        onClick={() => void run(line ? { kind: 'remove-from-cart' } : { kind: 'add-to-cart', quantity })}
        className="chk:h-12 chk:w-full chk:text-base"
      >
        {cartLabel(outOfStock, Boolean(line))}
      </Button>
    </div>
  );
}
