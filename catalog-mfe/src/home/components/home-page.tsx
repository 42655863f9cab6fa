import type { Banner, HomeHighlights, Product } from '@shop/shared/contracts';
import type { PageProps } from '../../app/page-props';
import { fetchBanners } from '../../catalog-api/fetch-banners';
import { fetchHomeHighlights } from '../../catalog-api/fetch-home-highlights';
import { type SectionData, useSectionData } from '../hooks/use-section-data';
import { AboutBlock } from './about-block';
import { BannerCarousel, BannerPlaceholder } from './banner-carousel';
import { DistributorBlock } from './distributor-block';
import { ProductRow } from './product-row';

const NO_BANNERS: Banner[] = [];
const NO_HIGHLIGHTS: HomeHighlights<Product> = { newArrived: [], topBuyers: [] };

function row(highlights: SectionData<HomeHighlights<Product>>, key: keyof HomeHighlights<Product>): SectionData<Product[]> {
  return highlights.status === 'loading' ? highlights : { status: 'ready', data: highlights.data[key] };
}

/** `/`: banners, a word about the company, new arrivals, the distributor invitation and best sellers. */
export function HomePage(_props: PageProps) {
  const banners = useSectionData(fetchBanners, NO_BANNERS, 'banners');
  const highlights = useSectionData(fetchHomeHighlights, NO_HIGHLIGHTS, 'home products');
  const active = banners.status === 'ready' ? banners.data.filter((banner) => banner.isActive) : NO_BANNERS;

  return (
    <div className="cat:mx-auto cat:w-full cat:max-w-6xl cat:space-y-14 cat:px-4 cat:py-6 cat:sm:px-6 cat:lg:space-y-20 cat:lg:py-8">
      {active.length > 0 ? <BannerCarousel banners={active} /> : <BannerPlaceholder loading={banners.status === 'loading'} />}
      <AboutBlock />
      <ProductRow
        id="new-arrivals"
        title="New Arrivals"
        intro="The latest additions to our range."
        emptyText="No new arrival products available at the moment."
        products={row(highlights, 'newArrived')}
      />
      <DistributorBlock />
      <ProductRow
        id="best-sellers"
        title="Best Sellers"
        intro="The products our customers buy most."
        emptyText="No best-selling products available at the moment."
        products={row(highlights, 'topBuyers')}
      />
    </div>
  );
}
