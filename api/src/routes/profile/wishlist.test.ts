import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

async function setUp() {
  const { db } = database();
  await addUser(db);
  const { cookies } = await signIn(app());
  const categoryId = await addCategory(db, 'Dishwash');
  const liquid = await addProduct(db, { categoryId, productName: 'Dishwash Liquid 500 ml', price: 120, discountedAmount: 99 });
  const bar = await addProduct(db, { categoryId, productName: 'Dishwash Bar', price: 20 });
  const retired = await addProduct(db, { categoryId, productName: 'Old Bar', isActive: false });
  return { cookies, liquid, bar, retired };
}

const toggle = (cookies: Record<string, string>, productId: unknown) =>
  call(app(), 'POST', '/api/v1/profile/wishlist', { productId }, { cookies });

describe('POST /api/v1/profile/wishlist', () => {
  it('adds a product, then removes it on the next toggle', async () => {
    const { cookies, liquid, bar } = await setUp();
    await toggle(cookies, bar);
    const added = await toggle(cookies, liquid);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.added).toBe(true);
    expect(added.json().data.wishlist.map((product: { _id: string }) => product._id)).toEqual([bar, liquid]);

    const removed = await toggle(cookies, liquid);
    expect(removed.json().data).toMatchObject({ added: false, wishlist: [{ _id: bar }] });
  });

  it('answers with product cards like the catalogue serves, and the profile shows them', async () => {
    const { cookies, liquid } = await setUp();
    await toggle(cookies, liquid);
    const profile = await call(app(), 'GET', '/api/v1/profile', undefined, { cookies });
    const [card] = profile.json().data.wishlist;
    const fromCatalogue = (await app().inject({ method: 'GET', url: `/api/v1/product/${liquid}` })).json().data;
    expect(card).toMatchObject({
      _id: liquid,
      productName: 'Dishwash Liquid 500 ml',
      price: 120,
      discountedAmount: 99,
      isOutOfStock: false,
      productCategory: { categoryName: 'Dishwash' },
    });
    expect(Object.keys(card).sort()).toEqual(Object.keys(fromCatalogue).sort());
    expect(profile.json().data.user.wishlist).toEqual(profile.json().data.wishlist);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-product'],
  ])('answers 404 for %s', async (_label, productId) => {
    const { cookies } = await setUp();
    const response = await toggle(cookies, productId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Product not found.' });
  });

  it('answers 404 for a product that is no longer on sale', async () => {
    const { cookies, retired } = await setUp();
    expect((await toggle(cookies, retired)).statusCode).toBe(404);
  });

  it('asks for a productId', async () => {
    const { cookies } = await setUp();
    expect((await toggle(cookies, undefined)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const { liquid } = await setUp();
    expect((await toggle({}, liquid)).statusCode).toBe(401);
  });
});
