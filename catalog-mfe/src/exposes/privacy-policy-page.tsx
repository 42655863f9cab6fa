import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { PrivacyPolicyPage } from '../policies/components/privacy-policy-page';

export default function PrivacyPolicyPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <PrivacyPolicyPage {...props} />
    </CatalogBoundary>
  );
}
