import { Button } from '@shop/shared/ui';
import type { CartButtonState } from '../model/cart-button-state';

const labels: Record<CartButtonState, string> = {
  'out-of-stock': 'Out of Stock',
  processing: 'Add To Cart',
  'in-cart': 'Remove Product',
  default: 'Add To Cart',
};

/** The card's cart button in one of its four states. */
export function CartButton({ state, onClick }: { state: CartButtonState; onClick: () => void }) {
  return (
    <Button
      variant={state === 'in-cart' ? 'secondary' : 'primary'}
      busy={state === 'processing'}
      disabled={state === 'out-of-stock'}
      onClick={onClick}
      className="cat:w-full"
    >
      {labels[state]}
    </Button>
  );
}
