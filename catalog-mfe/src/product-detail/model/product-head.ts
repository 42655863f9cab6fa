import type { Product } from '@shop/shared/contracts';
import type { PageHead, PageHeadContext } from '@shop/shared/page';
import { absoluteAssetUrl, linkPreviewUrl } from '../../app/seo/absolute-asset-url';
import { productBreadcrumbJsonLd, productJsonLd } from '../../app/seo/structured-data';
import type { ProductDetailData } from './product-loader';

// Search results and link previews show about this much of a description.
const DESCRIPTION_LENGTH = 160;

/** The product's own words, cut at a word to preview length, or a plain sentence when it has none. */
export function productDescription(product: Product): string {
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `${product.productName} from Ujjwal Home Care, delivered across India.`;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The product page's head: its name, description and first image, typed 'product', with Product and BreadcrumbList data. */
export function productHead(data: ProductDetailData, { origin }: PageHeadContext): PageHead {
  if (data.status === 'not-found') return { title: 'Product Not Found' };
  if (data.status === 'failed') return { title: 'Product' };
  const { product } = data;
  const description = productDescription(product);
  const images = (product.productImages ?? []).map((image) => absoluteAssetUrl(image, origin));
  const first = product.productImages?.[0];
  const preview = first ? linkPreviewUrl(first, origin) : undefined;
  return {
    title: product.productName,
    description,
    type: 'product',
    ...(preview ? { image: preview, imageAlt: product.productName } : {}),
    // Crawlers read structured data in the server's HTML; the browser needs only the title, and its
    // build (where `typeof window` is 'object') leaves this code out.
    ...(typeof window === 'undefined'
      ? { jsonLd: [productJsonLd(product, { origin, images, description }), productBreadcrumbJsonLd(product, origin)] }
      : {}),
  };
}
