import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { PrivacyPolicyPage } from '../policies/components/privacy-policy-page';

export { privacyPolicyHead as head } from '../policies/policy-heads';

export default function PrivacyPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <PrivacyPolicyPage {...props} />
    </CatalogBoundary>
  );
}
