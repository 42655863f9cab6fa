// @vitest-environment node
// The head as the server renders it, structured data included.
import { describe, expect, it } from 'vitest';
import { makeDetailProduct } from './detail-fixtures';
import { productHead } from './product-head';
import type { ProductDetailData } from './product-loader';

const origin = 'https://shop.test';
const context = { params: { productId: 'p1' }, url: new URL(`${origin}/product/p1`), origin };
const headOf = (overrides = {}) => productHead({ status: 'ready', product: makeDetailProduct(overrides) }, context);
const jsonLd = (overrides = {}) => {
  const [product, breadcrumb] = headOf(overrides).jsonLd ?? [];
  return { product: product as Record<string, unknown>, breadcrumb: breadcrumb as Record<string, unknown> };
};

describe('product head', () => {
  it("is the product's name, its description, typed product, previewed with its first image as an absolute address", () => {
    expect(headOf()).toMatchObject({
      title: 'Ujjwal Matic Detergent Powder',
      description: 'Low-foam powder for front and top loading machines.',
      type: 'product',
      image: 'https://shop.test/api/media/products/matic-1.webp',
      imageAlt: 'Ujjwal Matic Detergent Powder',
    });
  });

  it('cuts a long description at a word, and describes a product that has none', () => {
    const long = `${'Removes tough stains '.repeat(12)}end`;
    const description = headOf({ description: long }).description ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    const kept = description.slice(0, -1);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    // The next character of the original is the space after the last whole word kept.
    expect(long[kept.length]).toBe(' ');
    expect(headOf({ description: ' ' }).description).toBe('Ujjwal Matic Detergent Powder from Ujjwal Home Care, delivered across India.');
  });

  it('previews an uploaded photo with its 1200 × 630 JPEG, and offers the photo itself to structured data', () => {
    const photo = '/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp';
    expect(headOf({ productImages: [photo] }).image).toBe('https://shop.test/api/uploads/products/0123456789abcdef0123456789abcdef-og.jpg');
    expect(jsonLd({ productImages: [photo] }).product.image).toEqual([`https://shop.test${photo}`]);
    // A seeded drawing (SVG, which networks do not preview) is previewed by its JPEG drawing.
    expect(headOf({ productImages: ['/api/media/products/neem-soap.svg'] }).image).toBe(
      'https://shop.test/api/media/previews/neem-soap.jpg',
    );
  });

  it('has no image when the product has none', () => {
    expect(headOf({ productImages: [] }).image).toBeUndefined();
    expect(jsonLd({ productImages: [] }).product.image).toBeUndefined();
  });

  it.each<[ProductDetailData, string]>([
    [{ status: 'not-found' }, 'Product Not Found'],
    [{ status: 'failed' }, 'Product'],
  ])('has only a title when there is no product to describe', (data, title) => {
    expect(productHead(data, context)).toEqual({ title });
  });
});

describe('product structured data', () => {
  it('is a Product with its images, brand from the highlights and category', () => {
    expect(jsonLd().product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ujjwal Matic Detergent Powder',
      description: 'Low-foam powder for front and top loading machines.',
      sku: 'p1',
      url: 'https://shop.test/product/p1',
      image: [
        'https://shop.test/api/media/products/matic-1.webp',
        'https://shop.test/api/media/products/matic-2.webp',
        'https://shop.test/api/media/products/matic-3.webp',
      ],
      brand: { '@type': 'Brand', name: 'Ujjwal' },
      category: 'Detergent Powder',
    });
  });

  it('offers it in INR at the price the shopper pays: the discounted amount when there is one', () => {
    expect(jsonLd().product.offers).toMatchObject({
      '@type': 'Offer',
      url: 'https://shop.test/product/p1',
      priceCurrency: 'INR',
      price: '199.00',
      availability: 'https://schema.org/InStock',
    });
    expect(jsonLd({ price: 220, discountedAmount: 187.5 }).product.offers).toMatchObject({ price: '187.50' });
    expect(jsonLd({ price: 220, discountedAmount: 0 }).product.offers).toMatchObject({ price: '220.00' });
  });

  it('says when it is out of stock', () => {
    expect(jsonLd({ isOutOfStock: true }).product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('rates it only when shoppers have rated it, counting what the API counts', () => {
    expect(jsonLd({ avgRating: 4.7, ratingCount: 214, ratings: [] }).product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 214,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLd({ avgRating: 0, ratingCount: 0, ratings: [] }).product.aggregateRating).toBeUndefined();
    expect(jsonLd({ ratings: [] }).product.aggregateRating).toBeUndefined();
  });

  it('leaves the brand out when no highlight names one', () => {
    expect(jsonLd({ highlights: [['form', 'Powder']] }).product.brand).toBeUndefined();
  });

  it('places it as Home > Products > the product', () => {
    expect(jsonLd().breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.test/shop' },
        { '@type': 'ListItem', position: 3, name: 'Ujjwal Matic Detergent Powder', item: 'https://shop.test/product/p1' },
      ],
    });
  });
});
