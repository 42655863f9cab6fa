import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { OffersPage } from '../offers/components/offers-page';

export default function OffersPageExposed(_props: PageProps) {
  return (
    <CheckoutBoundary>
      <OffersPage />
    </CheckoutBoundary>
  );
}
