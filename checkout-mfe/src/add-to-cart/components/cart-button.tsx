import { Button } from '@shop/shared/ui';
import type { CartButtonState } from '../model/cart-button-state';

const labels: Record<CartButtonState, string> = {
  'out-of-stock': 'Out of Stock',
  processing: 'Add To Cart',
  'in-cart': 'Remove Product',
  default: 'Add To Cart',
};

/** Props of the card's cart button; `removing` keeps the processing button saying what it is doing. */
export interface CartButtonProps {
  state: CartButtonState;
  removing?: boolean;
  onClick: () => void;
}

/** The card's cart button in one of its four states. */
export function CartButton({ state, removing = false, onClick }: CartButtonProps) {
  return (
    <Button
      variant={state === 'in-cart' ? 'secondary' : 'primary'}
      busy={state === 'processing'}
      disabled={state === 'out-of-stock'}
      onClick={onClick}
      className="chk:w-full"
    >
      {state === 'processing' && removing ? labels['in-cart'] : labels[state]}
    </Button>
  );
}
