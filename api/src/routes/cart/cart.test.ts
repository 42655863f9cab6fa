import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { addToCart, lineOf, readCart, shopper } from './cart-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const setUp = () => shopper(app(), database());

describe('POST /api/v1/cart', () => {
  it('adds a product and answers with the new line', async () => {
    const { cookies, product } = await setUp();
    const soap = await product({ productName: 'Ujjwal Bar 200 g', stock: 5 });
    const response = await addToCart(app(), cookies, soap, 2);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Product added to cart successfully!',
      data: { message: 'Product added to cart successfully!', cart: { quantity: 2 } },
    });
    expect(body.data._id).toBe(body.data.cart._id);
  });

  it('grows the line of a product already in the cart', async () => {
    const { cookies, product } = await setUp();
    const soap = await product({ stock: 5 });
    const first = await lineOf(app(), cookies, soap, 1);
    const again = await addToCart(app(), cookies, soap, 3);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.cart).toEqual({ _id: first, quantity: 4 });
    expect((await readCart(app(), cookies)).json().data.cart).toHaveLength(1);
  });

  it('refuses more than the stock, says how many more fit, and changes nothing', async () => {
    const { cookies, product } = await setUp();
    const soap = await product({ stock: 5 });
    await lineOf(app(), cookies, soap, 3);
    const response = await addToCart(app(), cookies, soap, 3);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'STOCK_LIMIT',
      message: 'You can only add 2 more of this product (only 5 in stock).',
    });
    expect((await readCart(app(), cookies)).json().data.cart[0].quantity).toBe(3);
  });

  it('refuses a first add above the stock', async () => {
    const { cookies, product } = await setUp();
    const soap = await product({ stock: 2 });
    const response = await addToCart(app(), cookies, soap, 3);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('only add 2 more');
    expect((await readCart(app(), cookies)).json().data.cart).toEqual([]);
  });

  it('refuses a product out of stock', async () => {
    const { cookies, product } = await setUp();
    const soap = await product({ stock: 0 });
    const response = await addToCart(app(), cookies, soap, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'OUT_OF_STOCK', message: 'This product is currently out of stock' });
  });

  it.each([
    ['an unknown product', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-product'],
  ])('answers 404 for %s', async (_label, productId) => {
    const { cookies } = await setUp();
    const response = await addToCart(app(), cookies, productId, 1);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('answers 404 for a product no longer on sale', async () => {
    const { cookies, product } = await setUp();
    const retired = await product({ isActive: false });
    expect((await addToCart(app(), cookies, retired, 1)).statusCode).toBe(404);
  });

  it.each([
    ['zero', 0, 'Quantity cannot be less than 1'],
    ['a fraction', 1.5, 'Quantity must be a whole number.'],
    ['text', 'two', 'Quantity must be a whole number.'],
  ])('refuses a quantity of %s', async (_label, quantity, message) => {
    const { cookies, product } = await setUp();
    const soap = await product();
    const response = await addToCart(app(), cookies, soap, quantity);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('adds one when no quantity is sent, and asks for a productId', async () => {
    const { cookies, product } = await setUp();
    const soap = await product();
    expect((await addToCart(app(), cookies, soap)).json().data.cart.quantity).toBe(1);
    expect((await call(app(), 'POST', '/api/v1/cart', {}, { cookies })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/cart', () => {
  it('lists the lines oldest first with catalogue product cards, leaving out products gone off sale', async () => {
    const { cookies, product } = await setUp();
    const liquid = await product({ productName: 'Dishwash Liquid', price: 120, discountedAmount: 99 });
    const bar = await product({ productName: 'Dishwash Bar', price: 20 });
    const retiring = await product({ productName: 'Old Powder' });
    const liquidLine = await lineOf(app(), cookies, liquid, 2);
    const barLine = await lineOf(app(), cookies, bar, 1);
    await lineOf(app(), cookies, retiring, 1);
    await database().db.update(products).set({ isActive: false }).where(eq(products.id, retiring));

    const response = await readCart(app(), cookies);
    expect(response.statusCode).toBe(200);
    const { cart, freeProducts } = response.json().data;
    expect(freeProducts).toEqual([]);
    expect(cart).toMatchObject([
      { _id: liquidLine, cartId: liquidLine, quantity: 2, product: { _id: liquid, price: 120, discountedAmount: 99 } },
      { _id: barLine, cartId: barLine, quantity: 1, product: { _id: bar, productName: 'Dishwash Bar' } },
    ]);
    const fromCatalogue = (await app().inject({ method: 'GET', url: `/api/v1/product/${liquid}` })).json().data;
    expect(Object.keys(cart[0].product).sort()).toEqual(Object.keys(fromCatalogue).sort());
  });

  it('shows each shopper only their own lines', async () => {
    const { cookies, product } = await setUp();
    await lineOf(app(), cookies, await product(), 1);
    await addUser(database().db, { email: 'ravi@example.in', fullName: 'Ravi Kumar' });
    const other = await signIn(app(), 'ravi@example.in');
    expect((await readCart(app(), other.cookies)).json().data.cart).toEqual([]);
  });
});

describe('the cart in the profile and the sign-in reply', () => {
  it('carries the same lines as GET cart', async () => {
    const { cookies, product } = await setUp();
    await lineOf(app(), cookies, await product({ productName: 'Ujjwal Powder 1 kg' }), 2);
    const lines = (await readCart(app(), cookies)).json().data.cart;
    expect(lines).toHaveLength(1);

    const profile = (await call(app(), 'GET', '/api/v1/profile', undefined, { cookies })).json().data;
    expect(profile.cart).toEqual(lines);
    expect(profile.user.cart).toEqual(lines);

    const login = await call(app(), 'POST', '/api/v1/auth/login', { email: 'asha@example.in', password: 'Secret@123' });
    expect(login.json().data.user.cart).toEqual(lines);
  });
});

describe('DELETE /api/v1/cart/:cartId and POST /api/v1/cart/clear', () => {
  it('removes one line', async () => {
    const { cookies, product } = await setUp();
    const keep = await lineOf(app(), cookies, await product(), 1);
    const drop = await lineOf(app(), cookies, await product(), 1);
    const response = await call(app(), 'DELETE', `/api/v1/cart/${drop}`, undefined, { cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Product removed from cart');
    expect((await readCart(app(), cookies)).json().data.cart.map((line: { _id: string }) => line._id)).toEqual([keep]);
  });

  it.each([
    ['an unknown line', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'nope'],
  ])('answers 404 for %s', async (_label, cartId) => {
    const { cookies } = await setUp();
    expect((await call(app(), 'DELETE', `/api/v1/cart/${cartId}`, undefined, { cookies })).statusCode).toBe(404);
  });

  it("answers 404 for another shopper's line and leaves it alone", async () => {
    const { cookies, product } = await setUp();
    const line = await lineOf(app(), cookies, await product(), 1);
    await addUser(database().db, { email: 'ravi@example.in' });
    const other = await signIn(app(), 'ravi@example.in');
    expect((await call(app(), 'DELETE', `/api/v1/cart/${line}`, undefined, { cookies: other.cookies })).statusCode).toBe(404);
    expect((await readCart(app(), cookies)).json().data.cart).toHaveLength(1);
  });

  it('clears the whole cart', async () => {
    const { cookies, product } = await setUp();
    await lineOf(app(), cookies, await product(), 1);
    await lineOf(app(), cookies, await product(), 2);
    const response = await call(app(), 'POST', '/api/v1/cart/clear', undefined, { cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cart cleared successfully');
    expect((await readCart(app(), cookies)).json().data.cart).toEqual([]);
  });
});

describe('the cart needs a session', () => {
  it.each([
    ['GET', '/api/v1/cart'],
    ['POST', '/api/v1/cart'],
    ['PUT', '/api/v1/cart/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/v1/cart/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/v1/cart/clear'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { quantity: 1 };
    expect((await call(app(), method, url, body)).statusCode).toBe(401);
  });
});
