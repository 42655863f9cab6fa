import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ShippingPolicyPage } from '../policies/components/shipping-policy-page';

export { shippingPolicyHead as head } from '../policies/policy-heads';

export default function ShippingPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ShippingPolicyPage {...props} />
    </CatalogBoundary>
  );
}
