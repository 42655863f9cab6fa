import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { ShippingPolicyPage } from '../policies/components/shipping-policy-page';

export default function ShippingPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ShippingPolicyPage {...props} />
    </CatalogBoundary>
  );
}
