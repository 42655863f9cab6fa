import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { HomePage } from '../home/components/home-page';

export default function HomePageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <HomePage {...props} />
    </CatalogBoundary>
  );
}
