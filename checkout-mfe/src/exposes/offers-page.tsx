import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { OffersPage } from '../offers/components/offers-page';

export default function OffersPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <OffersPage />
    </CheckoutBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: OffersPageExposed }) satisfies PageModule<undefined>;
