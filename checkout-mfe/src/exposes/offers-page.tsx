import '../styles.css';
import { CheckoutBoundary } from '../app/checkout-boundary';
import type { PageProps } from '../app/page-props';
import { OffersPage } from '../offers/components/offers-page';

export default function OffersPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <OffersPage />
    </CheckoutBoundary>
  );
}
