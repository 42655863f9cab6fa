import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { CartPage } from '../cart/components/cart-page';

export default function CartPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CartPage />
    </CheckoutBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: CartPageExposed }) satisfies PageModule<undefined>;
