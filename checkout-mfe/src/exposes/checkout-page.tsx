import '../styles.css';
import { CheckoutBoundary } from '../app/checkout-boundary';
import type { PageProps } from '../app/page-props';
import { CheckoutPage } from '../checkout/components/checkout-page';

export default function CheckoutPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CheckoutPage />
    </CheckoutBoundary>
  );
}
