import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ReturnExchangePage } from '../policies/components/return-exchange-page';
import { returnExchangeHead as head } from '../policies/policy-heads';

export default function ReturnExchangePageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ReturnExchangePage {...props} />
    </CatalogBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: ReturnExchangePageExposed, head }) satisfies PageModule<undefined>;
