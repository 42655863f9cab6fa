import { describe, expect, it } from 'vitest';
import { coupons, type NewCoupon } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { type Cookies, lineOf, shopper } from '../cart/cart-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

async function addCoupon(values: Partial<NewCoupon> & Pick<NewCoupon, 'couponCode' | 'kind'>) {
  const [row] = await database()
    .db.insert(coupons)
    .values({ offerName: `Offer ${values.couponCode}`, ...values })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

const quote = (cookies: Cookies, code: string) => call(app(), 'GET', `/api/v1/coupon/${encodeURIComponent(code)}`, undefined, { cookies });

describe('GET /api/v1/coupon/active/all', () => {
  it('lists the active, unexpired offers oldest first, with the limit as a number or unlimited', async () => {
    const { cookies } = await shopper(app(), database());
    await addCoupon({
      couponCode: 'WELCOME10',
      kind: 'percent',
      percentOff: '10',
      offerName: 'Welcome Offer',
      highlights: ['10% off'],
      termsAndConditions: ['One per account.'],
    });
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100', usageLimit: 500, userType: 'retailer' });
    await addCoupon({ couponCode: 'OLD', kind: 'flat', flatAmount: '50', expiresAt: new Date(Date.now() - 1000) });
    await addCoupon({ couponCode: 'PAUSED', kind: 'flat', flatAmount: '50', isActive: false });
    await addCoupon({ couponCode: 'LATER', kind: 'flat', flatAmount: '50', expiresAt: new Date(Date.now() + 86_400_000) });

    const response = await call(app(), 'GET', '/api/v1/coupon/active/all', undefined, { cookies });
    expect(response.statusCode).toBe(200);
    const offers = response.json().data;
    expect(offers.map((offer: { couponCode: string }) => offer.couponCode)).toEqual(['WELCOME10', 'FLAT100', 'LATER']);
    expect(offers[0]).toEqual({
      _id: expect.any(String),
      offerName: 'Welcome Offer',
      userType: 'all',
      couponCode: 'WELCOME10',
      limit: 'unlimited',
      highlights: ['10% off'],
      termsAndConditions: ['One per account.'],
      forYou: true,
      benefit: { kind: 'percent', percentOff: 10, maxDiscount: null },
      minCartValue: 0,
      expiresAt: null,
    });
    expect(offers[1]).toMatchObject({ userType: 'retailer', limit: 500, benefit: { kind: 'flat', amount: 100 } });
    expect(offers[2].expiresAt).toEqual(expect.any(String));
  });

  it('lists the offers a shopper can use first and marks the others as not for them', async () => {
    const { cookies, product } = await shopper(app(), database());
    const bar = await product({ productName: 'Ujjwal Dishwash Bar 200 g' });
    await addCoupon({
      couponCode: 'BULK15',
      kind: 'percent',
      percentOff: '15',
      maxDiscount: '1500',
      minCartValue: '5000',
      userType: 'wholesaler',
    });
    await addCoupon({ couponCode: 'FREEDISH', kind: 'free-product', freeProductId: bar, minCartValue: '499', userType: 'retailer' });
    await addCoupon({ couponCode: 'WELCOME10', kind: 'percent', percentOff: '10', userType: 'all' });

    const offers = (await call(app(), 'GET', '/api/v1/coupon/active/all', undefined, { cookies })).json().data;
    expect(offers.map((offer: { couponCode: string; forYou: boolean }) => [offer.couponCode, offer.forYou])).toEqual([
      ['FREEDISH', true],
      ['WELCOME10', true],
      ['BULK15', false],
    ]);
    expect(offers[0]).toMatchObject({
      benefit: { kind: 'free-product', productName: 'Ujjwal Dishwash Bar 200 g', quantity: 1 },
      minCartValue: 499,
    });
    expect(offers[2]).toMatchObject({ benefit: { kind: 'percent', percentOff: 15, maxDiscount: 1500 }, minCartValue: 5000 });
  });

  it('needs a session', async () => {
    expect((await call(app(), 'GET', '/api/v1/coupon/active/all')).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/api/v1/coupon/WELCOME10')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/coupon/:code', () => {
  it('quotes 10% capped at ₹40 on ₹250 × 2 at 18% GST: ₹230 a unit, total ₹542.80', async () => {
    const { cookies, product } = await shopper(app(), database());
    const liquid = await product({ price: 250, cgst: '9', sgst: '9' });
    await lineOf(app(), cookies, liquid, 2);
    await addCoupon({ couponCode: 'WELCOME10', kind: 'percent', percentOff: '10', maxDiscount: '40' });

    const response = await quote(cookies, 'welcome10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Coupon applied successfully',
      data: { totalCartValue: 542.8, updatedProductsPrice: { [liquid]: 230 }, newFreeProductsAdded: [] },
    });
  });

  it('spreads a flat ₹100 over the lines by value, with GST and other charges at the new prices', async () => {
    const { cookies, product } = await shopper(app(), database());
    const powder = await product({ price: 199, cgst: '9', sgst: '9' });
    const bar = await product({ price: 349, discountedAmount: 299, igst: '12', otherCharges: '10', otherChargesType: 'amount' });
    await lineOf(app(), cookies, powder, 3);
    await lineOf(app(), cookies, bar, 2);
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100', minCartValue: '799' });

    const { data } = (await quote(cookies, 'FLAT100')).json();
    // 182.35 × 3 + 18% GST = 547.05 + 98.47; 273.98 × 2 + 12% GST = 547.96 + 65.76; handling 10 × 2
    expect(data.updatedProductsPrice).toEqual({ [powder]: 182.35, [bar]: 273.98 });
    expect(data.totalCartValue).toBe(1279.24);
  });

  it('adds a free product as a locked line priced at 0 and leaves the prices alone', async () => {
    const { cookies, product } = await shopper(app(), database());
    const powder = await product({ price: 500, cgst: '9', sgst: '9' });
    const freeBar = await product({ productName: 'Ujjwal Dishwash Bar 200 g', price: 30, stock: 5 });
    await lineOf(app(), cookies, powder, 1);
    await addCoupon({ couponCode: 'FREEDISH', kind: 'free-product', freeProductId: freeBar, freeQuantity: 2 });

    const { data } = (await quote(cookies, 'FreeDish')).json();
    expect(data.totalCartValue).toBe(590);
    expect(data.updatedProductsPrice).toEqual({ [powder]: 500 });
    expect(data.newFreeProductsAdded).toMatchObject([
      { quantity: 2, product: { _id: freeBar, productName: 'Ujjwal Dishwash Bar 200 g', price: 0, discountedAmount: 0 } },
    ]);
    expect(data.newFreeProductsAdded[0]._id).toBe(data.newFreeProductsAdded[0].cartId);
  });

  it('stores nothing: the cart and the coupon are unchanged after a quote', async () => {
    const { cookies, product } = await shopper(app(), database());
    await lineOf(app(), cookies, await product({ price: 250 }), 2);
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100', usageLimit: 1 });
    expect((await quote(cookies, 'FLAT100')).statusCode).toBe(200);
    expect((await quote(cookies, 'FLAT100')).statusCode).toBe(200);
    const cart = (await call(app(), 'GET', '/api/v1/cart', undefined, { cookies })).json().data.cart;
    expect(cart[0].product.price).toBe(250);
  });
});

describe('GET /api/v1/coupon/:code refusals', () => {
  async function withCart(price = 250, quantity = 2) {
    const setup = await shopper(app(), database());
    await lineOf(app(), setup.cookies, await setup.product({ price }), quantity);
    return setup;
  }

  it.each([
    ['an unknown code', 'NOPE', {}],
    ['an expired code', 'OLD', { expiresAt: new Date(Date.now() - 1000) }],
    ['an inactive code', 'OLD', { isActive: false }],
  ])('answers 404 for %s', async (_label, code, extra) => {
    const { cookies } = await withCart();
    await addCoupon({ couponCode: 'OLD', kind: 'flat', flatAmount: '10', ...extra });
    const response = await quote(cookies, code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid coupon code' });
  });

  it('answers 400 for an empty cart', async () => {
    const { cookies } = await shopper(app(), database());
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100' });
    const response = await quote(cookies, 'FLAT100');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your cart is empty');
  });

  it('says how much more the cart needs below the minimum', async () => {
    const { cookies } = await withCart(250, 2);
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100', minCartValue: '799' });
    await addCoupon({ couponCode: 'ODD', kind: 'flat', flatAmount: '10', minCartValue: '650.50' });
    const whole = await quote(cookies, 'FLAT100');
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe('Add ₹299.00 more to use this coupon');
    expect((await quote(cookies, 'ODD')).json().message).toBe('Add ₹150.50 more to use this coupon');
  });

  it('answers 403 for a coupon of another account type', async () => {
    const { cookies } = await withCart();
    await addCoupon({ couponCode: 'BULK15', kind: 'percent', percentOff: '15', userType: 'wholesaler' });
    const response = await quote(cookies, 'BULK15');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This coupon is for wholesaler accounts');
  });

  it('lets a wholesaler use a wholesaler coupon', async () => {
    const { db } = database();
    await addUser(db, { email: 'mehul@example.in', accountType: 'wholesaler' });
    const { cookies } = await signIn(app(), 'mehul@example.in');
    const { product } = await shopper(app(), database());
    await lineOf(app(), cookies, await product({ price: 1000, igst: '18' }), 1);
    await addCoupon({ couponCode: 'BULK15', kind: 'percent', percentOff: '15', userType: 'wholesaler' });
    // 15% off ₹1,000 = ₹850, plus 18% GST on it = ₹153
    expect((await quote(cookies, 'BULK15')).json().data.totalCartValue).toBe(1003);
  });

  it('answers 409 when the usage limit is reached', async () => {
    const { cookies } = await withCart();
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100', usageLimit: 3, usedCount: 3 });
    const response = await quote(cookies, 'FLAT100');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This coupon has reached its usage limit');
  });

  it('answers 409 to a shopper who has already used a coupon', async () => {
    const { db } = database();
    await addUser(db, { email: 'used@example.in', isAlreadyCouponUsed: true });
    const { cookies } = await signIn(app(), 'used@example.in');
    const { product } = await shopper(app(), database());
    await lineOf(app(), cookies, await product(), 1);
    await addCoupon({ couponCode: 'FLAT100', kind: 'flat', flatAmount: '100' });
    const response = await quote(cookies, 'FLAT100');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have already used a coupon');
  });

  it('answers 409 when the free product is out of stock', async () => {
    const { cookies, product } = await withCart();
    const freeBar = await product({ stock: 1 });
    await addCoupon({ couponCode: 'FREEDISH', kind: 'free-product', freeProductId: freeBar, freeQuantity: 2 });
    const response = await quote(cookies, 'FREEDISH');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The free product of this coupon is out of stock');
  });

  it('answers 404, never 500, for odd codes', async () => {
    const { cookies } = await withCart();
    for (const code of ['%27%3B drop table coupons', 'x'.repeat(90), '%20']) {
      expect((await call(app(), 'GET', `/api/v1/coupon/${code}`, undefined, { cookies })).statusCode).toBe(404);
    }
    expect((await call(app(), 'GET', `/api/v1/coupon/${'x'.repeat(300)}`, undefined, { cookies })).statusCode).toBe(414);
  });
});
