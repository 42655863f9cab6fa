import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { HomePage } from '../home/components/home-page';
import { homeHead as head } from '../home/model/home-head';
import { type HomeData, loadHome as loader } from '../home/model/home-loader';

export default function HomePageExposed(props: PageProps<HomeData>) {
  return (
    <CatalogBoundary>
      <HomePage {...props} />
    </CatalogBoundary>
  );
}

export { head, loader };

// What the shell loads from this module, checked against the page contract.
({ default: HomePageExposed, head, loader }) satisfies PageModule<HomeData>;
