import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { CartPage } from '../cart/components/cart-page';

export default function CartPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CartPage />
    </CheckoutBoundary>
  );
}
