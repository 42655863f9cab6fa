import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { HomePage } from '../home/components/home-page';
import type { HomeData } from '../home/model/home-loader';

export { homeHead as head } from '../home/model/home-head';
export { loadHome as loader } from '../home/model/home-loader';

export default function HomePageExposed(props: PageProps<HomeData>) {
  return (
    <CatalogBoundary>
      <HomePage {...props} />
    </CatalogBoundary>
  );
}
