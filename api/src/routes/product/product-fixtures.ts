import type { AppDb } from '../../db/client';
import { categories, type NewProduct, productLinks, products } from '../../db/schema';

let sequence = 0;

/** A category for tests. */
export async function addCategory(db: AppDb, categoryName: string): Promise<string> {
  const [row] = await db.insert(categories).values({ categoryName }).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export type ProductFixture = Partial<Omit<NewProduct, 'price' | 'discountedAmount' | 'avgRating'>> & {
  categoryId: string;
  price?: number | string;
  discountedAmount?: number | string;
  avgRating?: number | string;
  brand?: string;
};

/** An active, in-stock product with plain defaults; returns its id. */
export async function addProduct(db: AppDb, fixture: ProductFixture): Promise<string> {
  sequence += 1;
  const { price = 100, discountedAmount = 0, avgRating = 4, brand = 'Ujjwal', ...rest } = fixture;
  const productName = rest.productName ?? `Test Product ${sequence}`;
  const [row] = await db
    .insert(products)
    .values({
      slug: `test-product-${sequence}`,
      productImages: ['/api/media/products/test.svg'],
      weight: [{ weight: 500, price: Number(price) }],
      stock: 10,
      highlights: [['Brand', brand]],
      hsnCode: '3402',
      ...rest,
      productName,
      price: String(price),
      discountedAmount: String(discountedAmount),
      avgRating: String(avgRating),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

export async function linkProducts(db: AppDb, productId: string, linkedIds: string[]): Promise<void> {
  await db.insert(productLinks).values(linkedIds.map((linkedProductId, sortOrder) => ({ productId, linkedProductId, sortOrder })));
}
