import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import type { HomeData } from '../model/home-loader';
import { AboutBlock } from './about-block';
import { BannerCarousel, NoBanners } from './banner-carousel';
import { DistributorBlock } from './distributor-block';
import { ProductRow } from './product-row';

/** `/`: banners, a word about the company, new arrivals, the distributor invitation and best sellers. */
export function HomePage({ data }: PageProps<HomeData>) {
  const banners = data.banners.filter((banner) => banner.isActive);
  return (
    <PageContainer className="cat:space-y-14 cat:lg:space-y-20">
      {banners.length > 0 ? <BannerCarousel banners={banners} /> : <NoBanners />}
      <AboutBlock />
      <ProductRow
        id="new-arrivals"
        title="New Arrivals"
        intro="The latest additions to our range."
        emptyText="No new arrival products available at the moment."
        products={data.highlights.newArrived}
      />
      <DistributorBlock />
      <ProductRow
        id="best-sellers"
        title="Best Sellers"
        intro="The products our customers buy most."
        emptyText="No best-selling products available at the moment."
        products={data.highlights.topBuyers}
      />
    </PageContainer>
  );
}
