import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct, linkProducts } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function detail(id: string) {
  const response = await app().inject({ method: 'GET', url: `/api/v1/product/${id}` });
  return { status: response.statusCode, body: response.json() };
}

async function view(id: string) {
  const response = await app().inject({ method: 'PUT', url: `/api/v1/product/view/${id}`, headers: XHR });
  return { status: response.statusCode, body: response.json() };
}

async function viewCount(id: string) {
  const [row] = await database().db.select({ viewCount: products.viewCount }).from(products).where(eq(products.id, id));
  return row?.viewCount;
}

describe('GET /api/v1/product/:productId', () => {
  it('returns the product with its weight options and category', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent Powder');
    const id = await addProduct(db, {
      categoryId,
      productName: 'Ujjwal Ultra Clean Detergent Powder 1 kg',
      price: 140,
      discountedAmount: 119,
      weight: [
        { weight: 1000, price: 140 },
        { weight: 2000, price: 270 },
      ],
      highlights: [['Brand', 'Ujjwal']],
      information: [{ _id: 'how', title: 'How to Use', information: ['One scoop per bucket.'] }],
      stock: 0,
    });
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      _id: id,
      productName: 'Ujjwal Ultra Clean Detergent Powder 1 kg',
      weight: [
        { weight: 1000, price: 140 },
        { weight: 2000, price: 270 },
      ],
      price: 140,
      discountedAmount: 119,
      isOutOfStock: true,
      highlights: [['Brand', 'Ujjwal']],
      information: [{ _id: 'how', title: 'How to Use', information: ['One scoop per bucket.'] }],
      productCategory: { _id: categoryId, categoryName: 'Detergent Powder' },
      ratings: [],
      linkedProducts: [],
    });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it('resolves linked products in their order, leaving out inactive ones', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Dishwash');
    const id = await addProduct(db, { categoryId, productName: 'Gel' });
    const bar = await addProduct(db, { categoryId, productName: 'Bar' });
    const hidden = await addProduct(db, { categoryId, productName: 'Old Powder', isActive: false });
    const scrub = await addProduct(db, { categoryId, productName: 'Scrub' });
    await linkProducts(db, id, [scrub, hidden, bar]);
    const { body } = await detail(id);
    expect(body.data.linkedProducts.map((product: { productName: string }) => product.productName)).toEqual(['Scrub', 'Bar']);
    expect(body.data.linkedProducts[0]).toMatchObject({ _id: scrub, productCategory: { categoryName: 'Dishwash' } });
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 for %s', async (_label, id) => {
    expect(await detail(id)).toEqual({ status: 404, body: { success: false, errorCode: 'NOT_FOUND', message: 'Product not found' } });
  });

  it('answers 404 for an inactive product', async () => {
    const { db } = database();
    const id = await addProduct(db, { categoryId: await addCategory(db, 'Hand Wash'), isActive: false });
    expect((await detail(id)).status).toBe(404);
  });
});

describe('PUT /api/v1/product/view/:productId', () => {
  it('counts one view per call', async () => {
    const { db } = database();
    const id = await addProduct(db, { categoryId: await addCategory(db, 'Floor Cleaner'), viewCount: 7 });
    expect(await view(id)).toEqual({ status: 200, body: { success: true } });
    await view(id);
    expect(await viewCount(id)).toBe(9);
  });

  it('answers 404 for unknown, malformed and inactive ids, counting nothing', async () => {
    const { db } = database();
    const inactive = await addProduct(db, { categoryId: await addCategory(db, 'Floor Cleaner'), isActive: false });
    for (const id of [UNKNOWN_ID, 'nope', inactive]) {
      expect(await view(id)).toEqual({ status: 404, body: { success: false, errorCode: 'NOT_FOUND', message: 'Product not found' } });
    }
    expect(await viewCount(inactive)).toBe(0);
  });

  it('is refused without the browser client header, like every state-changing call', async () => {
    const { db } = database();
    const id = await addProduct(db, { categoryId: await addCategory(db, 'Floor Cleaner') });
    const response = await app().inject({ method: 'PUT', url: `/api/v1/product/view/${id}` });
    expect(response.statusCode).toBe(403);
    expect(await viewCount(id)).toBe(0);
  });
});
