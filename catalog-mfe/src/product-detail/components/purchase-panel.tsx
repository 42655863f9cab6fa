import type { Product } from '@shop/shared/contracts';
import { Button, HeartIcon } from '@shop/shared/ui';
import type { DetailActions } from '../model/use-detail-actions';
import { useDetailQuantity } from '../model/use-detail-quantity';
import { QuantityStepper } from './quantity-stepper';

function cartLabel(outOfStock: boolean, inCart: boolean): string {
  if (outOfStock) return 'Out of Stock';
  return inCart ? 'Remove Product' : 'Add To Cart';
}

/** Quantity, the cart button and Save to Wish List. */
export function PurchasePanel({ product, actions }: { product: Product; actions: DetailActions }) {
  const { line, inWishlist, processing, run } = actions;
  const { quantity, saving, change } = useDetailQuantity(product, line);
  const outOfStock = product.isOutOfStock;

  return (
    <div className="cat:flex cat:flex-col cat:gap-4">
      <div className="cat:flex cat:flex-wrap cat:items-center cat:gap-3">
        <span aria-hidden="true" className="cat:text-sm cat:font-medium cat:text-slate-700">
          Quantity
        </span>
        <QuantityStepper quantity={quantity} onChange={change} disabled={outOfStock || saving} />
      </div>
      <div className="cat:grid cat:gap-3 cat:sm:grid-cols-2">
        <Button
          variant={line ? 'secondary' : 'primary'}
          busy={processing}
          disabled={outOfStock}
          onClick={() => run(line ? { kind: 'remove-from-cart' } : { kind: 'add-to-cart', quantity })}
          className="cat:h-12 cat:w-full cat:text-base"
        >
          {cartLabel(outOfStock, Boolean(line))}
        </Button>
        <Button
          variant="secondary"
          aria-pressed={inWishlist}
          onClick={() => run({ kind: 'toggle-wishlist' })}
          className="cat:h-12 cat:w-full cat:text-base"
        >
          <HeartIcon filled={inWishlist} className={inWishlist ? 'cat:text-rose-600' : undefined} />
          Save to Wish List
        </Button>
      </div>
    </div>
  );
}
