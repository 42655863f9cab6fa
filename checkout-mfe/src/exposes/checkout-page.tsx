import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { CheckoutPage } from '../checkout/components/checkout-page';

export default function CheckoutPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <CheckoutPage />
    </CheckoutBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: CheckoutPageExposed }) satisfies PageModule<undefined>;
