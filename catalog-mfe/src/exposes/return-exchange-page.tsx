import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { ReturnExchangePage } from '../policies/components/return-exchange-page';

export default function ReturnExchangePageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ReturnExchangePage {...props} />
    </CatalogBoundary>
  );
}
