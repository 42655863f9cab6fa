import { productCardSchema } from '@shop/shared/contracts';
import { makeProduct } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { asCard } from './card-data';

describe('a product as a card needs it', () => {
  it('keeps every field of a card and its first picture, and nothing a card does not show', () => {
    const product = makeProduct({
      productImages: ['/api/media/products/a.svg', '/api/media/products/a-back.svg'],
      weightUnit: 'g',
      ratingCount: 3,
      productCategory: { _id: 'c1', categoryName: 'Detergents' },
    });
    const card = asCard(product);
    expect(Object.keys(card).sort()).toEqual(Object.keys(productCardSchema.shape).sort());
    expect(card).toEqual(productCardSchema.parse({ ...product, productImages: ['/api/media/products/a.svg'] }));
    expect(card).not.toHaveProperty('description');
  });

  it('leaves out the fields an older record lacks rather than adding them empty', () => {
    const { weightUnit: _unit, ratingCount: _count, ...older } = makeProduct({ weightUnit: 'kg', ratingCount: 1 });
    expect(Object.keys(asCard(older))).not.toContain('weightUnit');
    expect(asCard({ ...older, productImages: [] }).productImages).toEqual([]);
  });
});
