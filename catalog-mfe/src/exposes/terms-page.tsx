import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { TermsPage } from '../policies/components/terms-page';
import { termsHead as head } from '../policies/policy-heads';

export default function TermsPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <TermsPage {...props} />
    </CatalogBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: TermsPageExposed, head }) satisfies PageModule<undefined>;
