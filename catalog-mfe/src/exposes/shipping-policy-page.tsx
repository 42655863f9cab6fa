import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ShippingPolicyPage } from '../policies/components/shipping-policy-page';
import { shippingPolicyHead as head } from '../policies/policy-heads';

export default function ShippingPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ShippingPolicyPage {...props} />
    </CatalogBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: ShippingPolicyPageExposed, head }) satisfies PageModule<undefined>;
