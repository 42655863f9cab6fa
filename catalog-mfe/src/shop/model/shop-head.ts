import type { PageHead, PageHeadContext } from '@shop/shared/page';
import { categoryLabel } from '../../app/catalog-api/fetch-categories';
import { linkPreviewUrl } from '../../app/seo/absolute-asset-url';
import type { ShopData } from './shop-loader';

/** The listing's title (with the category it shows, if one), a description, and its first product's link preview. */
export function shopHead(data: ShopData, { origin }: PageHeadContext): PageHead {
  const category = data.applied.category ? data.categories.find((candidate) => candidate._id === data.applied.category) : undefined;
  const name = category ? categoryLabel(category) : '';
  const image = data.listing.status === 'ready' ? data.listing.products[0]?.productImages[0] : undefined;
  return {
    title: name ? `Our Products: ${name}` : 'Our Products',
    description: name
      ? `${name} from Ujjwal Home Care: compare prices, discounts and ratings, and order online for delivery across India.`
      : 'Detergents, dishwash liquids, floor, toilet and glass cleaners from Ujjwal Home Care: compare prices, discounts and ratings, and order online for delivery across India.',
    ...(image ? { image: linkPreviewUrl(image, origin) } : {}),
  };
}
