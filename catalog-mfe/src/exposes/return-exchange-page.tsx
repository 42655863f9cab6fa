import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ReturnExchangePage } from '../policies/components/return-exchange-page';

export { returnExchangeHead as head } from '../policies/policy-heads';

export default function ReturnExchangePageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ReturnExchangePage {...props} />
    </CatalogBoundary>
  );
}
