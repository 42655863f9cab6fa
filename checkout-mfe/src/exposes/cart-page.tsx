import '../styles.css';
import { CheckoutBoundary } from '../app/checkout-boundary';
import type { PageProps } from '../app/page-props';
import { CartPage } from '../cart/components/cart-page';

export default function CartPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CartPage />
    </CheckoutBoundary>
  );
}
