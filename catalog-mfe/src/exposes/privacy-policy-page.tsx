import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { PrivacyPolicyPage } from '../policies/components/privacy-policy-page';
import { privacyPolicyHead as head } from '../policies/policy-heads';

export default function PrivacyPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <PrivacyPolicyPage {...props} />
    </CatalogBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: PrivacyPolicyPageExposed, head }) satisfies PageModule<undefined>;
