import type { Banner, HomeHighlights, Product } from '@shop/shared/contracts';
import type { PageResult } from '@shop/shared/page';
import { fetchBanners } from '../../app/catalog-api/fetch-banners';
import { fetchHomeHighlights } from '../../app/catalog-api/fetch-home-highlights';

/** What the home page shows: the active banners and the two product rows. */
export interface HomeData {
  banners: Banner[];
  highlights: HomeHighlights<Product>;
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
    fetchHomeHighlights().catch(orLogged('home products', { newArrived: [], topBuyers: [] } as HomeHighlights<Product>)),
  ]);
  return { data: { banners, highlights } };
}
