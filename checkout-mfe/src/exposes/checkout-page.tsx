import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { CheckoutPage } from '../checkout/components/checkout-page';

export default function CheckoutPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CheckoutPage />
    </CheckoutBoundary>
  );
}
