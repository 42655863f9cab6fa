import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { TermsPage } from '../policies/components/terms-page';

export { termsHead as head } from '../policies/policy-heads';

export default function TermsPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <TermsPage {...props} />
    </CatalogBoundary>
  );
}
