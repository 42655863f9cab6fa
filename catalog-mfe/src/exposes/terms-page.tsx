import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { TermsPage } from '../policies/components/terms-page';

export default function TermsPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <TermsPage {...props} />
    </CatalogBoundary>
  );
}
