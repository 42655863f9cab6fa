import '../styles.css';
import { AboutPage } from '../about/components/about-page';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';

export default function AboutPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <AboutPage {...props} />
    </CatalogBoundary>
  );
}
