import type { Banner, HomeHighlights, ProductCard } from '@shop/shared/contracts';
import type { PageResult } from '@shop/shared/page';
import { fetchBanners } from '../../app/catalog-api/fetch-banners';
import { fetchHomeHighlights } from '../../app/catalog-api/fetch-home-highlights';
import { asCard } from '../../app/product-card/model/card-data';

/** What the home page shows: the active banners and the two product rows. */
export interface HomeData {
  banners: Banner[];
  /** The two rows' products, as their cards need them. */
  highlights: HomeHighlights<ProductCard>;
}

// Home fetch errors are only logged; the section shows its empty text instead.
function orLogged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.info(`[catalog] could not load the ${what}`, error);
    return fallback;
  };
}

/** The home page's loader: the banners and the home highlights, asked for at the same time. */
export async function loadHome(): Promise<PageResult<HomeData>> {
  const [banners, highlights] = await Promise.all([
    fetchBanners().catch(orLogged('banners', [] as Banner[])),
    fetchHomeHighlights().catch(orLogged('home products', { newArrived: [], topBuyers: [] } as HomeHighlights<ProductCard>)),
  ]);
  return { data: { banners, highlights: { newArrived: highlights.newArrived.map(asCard), topBuyers: highlights.topBuyers.map(asCard) } } };
}
