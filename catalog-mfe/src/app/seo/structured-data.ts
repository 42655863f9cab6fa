import { company } from '@shop/shared/company';
import type { Product } from '@shop/shared/contracts';
import { fromPaise, unitPrice } from '@shop/shared/pricing';
import { productBrand, productRatingCount } from '../product-facts';

// schema.org vocabulary, as search engines and link previews read it from JSON-LD.
type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The company behind the shop, for the home page. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    email: company.email,
    telephone: company.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.addressLines[0],
      addressRegion: company.state,
      addressCountry: 'IN',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone,
      email: company.email,
      areaServed: 'IN',
    },
  };
}

/** Where a product's page lives, absolute. */
export function productPageUrl(origin: string, productId: string): string {
  return `${origin}/product/${encodeURIComponent(productId)}`;
}

/**
 * A product with one offer in rupees at the price a shopper pays (the discounted amount when there
 * is one), its availability, its brand, and its rating only when someone has rated it.
 */
export function productJsonLd(
  product: Product,
  { origin, images, description }: { origin: string; images: string[]; description: string },
): JsonLd {
  const url = productPageUrl(origin, product._id);
  const data: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.productName,
    description,
    sku: product._id,
    url,
  };
  if (images.length > 0) data.image = images;
  const brand = productBrand(product);
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  if (product.productCategory?.categoryName) data.category = product.productCategory.categoryName;
  data.offers = {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: fromPaise(unitPrice(product)).toFixed(2),
    availability: `${SCHEMA}/${product.isOutOfStock ? 'OutOfStock' : 'InStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: company.name },
  };
  const ratings = productRatingCount(product);
  if (ratings > 0 && product.avgRating > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.avgRating,
      ratingCount: ratings,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** Home > Products > the product, as the page's breadcrumb shows it. */
export function productBreadcrumbJsonLd(product: Product, origin: string): JsonLd {
  const steps = [
    { name: 'Home', item: `${origin}/` },
    { name: 'Products', item: `${origin}/shop` },
    { name: product.productName, item: productPageUrl(origin, product._id) },
  ];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}
