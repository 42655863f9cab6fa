import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AboutPage } from '../about/components/about-page';
import { CatalogBoundary } from '../app/catalog-boundary';

export { aboutHead as head } from '../about/about-head';

export default function AboutPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <AboutPage {...props} />
    </CatalogBoundary>
  );
}
