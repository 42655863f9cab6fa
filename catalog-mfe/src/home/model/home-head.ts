import type { PageHead, PageHeadContext } from '@shop/shared/page';
import { absoluteAssetUrl } from '../../app/seo/absolute-asset-url';
import { organizationJsonLd } from '../../app/seo/structured-data';
import type { HomeData } from './home-loader';

/** The home page's title (the shop's name follows it) and description, its first banner as the preview image, and the company. */
export function homeHead(data: HomeData, { origin }: PageHeadContext): PageHead {
  const banner = data.banners[0];
  return {
    title: 'Home',
    description:
      'Detergent powders and liquids, dishwash, floor, toilet and glass cleaners made in Gujarat by Ujjwal Home Care, for homes, shops and businesses across India.',
    ...(banner ? { image: absoluteAssetUrl(banner.url, origin), imageAlt: 'Ujjwal Home Care offer 1' } : {}),
    // Structured data is for the server's HTML: the browser's build leaves it out (see product-head).
    ...(typeof window === 'undefined' ? { jsonLd: [organizationJsonLd(origin)] } : {}),
  };
}
