import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { aboutHead as head } from '../about/about-head';
import { AboutPage } from '../about/components/about-page';
import { CatalogBoundary } from '../app/catalog-boundary';

export default function AboutPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <AboutPage {...props} />
    </CatalogBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: AboutPageExposed, head }) satisfies PageModule<undefined>;
