import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heardUpToNow } from '../../test/notices';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { type Cookies, lineOf, shopper } from '../cart/cart-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { multipartBody, pngBytes } from '../profile/profile-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

// Catalogue & marketing keep the categories and the home page's slides: each write is checked, made
// only on the copy last seen, audited, and on the shop's public reads as soon as the database
// announces it.
const database = useTestDatabase();
const app = useTestApp(database);

async function desk(role: 'catalogue' | 'owner' | 'warehouse' | 'orders') {
  await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    call(app(), method, `/api/admin/v1${url}`, body, { cookies });
  const upload = (bytes: Buffer, type = 'image/png') => {
    const { payload, contentType } = multipartBody({}, { field: 'image', filename: 'slide.png', type, bytes });
    return app().inject({
      method: 'POST',
      url: '/api/admin/v1/banners/images',
      headers: { ...XHR, 'content-type': contentType },
      cookies,
      payload,
    });
  };
  return { send, upload };
}

/**
 * What the shop shows once it has heard of every change so far: on PostgreSQL a write reaches the
 * kept replies by a notice, which arrives a moment after it (later on a busy machine).
 */
async function shown<T>(url: string): Promise<T> {
  await heardUpToNow(database());
  return (await call(app(), 'GET', url)).json().data as T;
}
const publicNames = async () => (await shown<Array<{ categoryName: string }>>('/api/v1/category')).map((row) => row.categoryName);
const publicSlides = () => shown<Array<{ title?: string }>>('/api/v1/banner');

describe('categories', () => {
  it('adds, renames, orders and hides a category; the shop lists it as changed at once; each write is audited', async () => {
    await addCategory(database().db, 'Detergent');
    const catalogue = await desk('catalogue');
    const added = await catalogue.send('POST', '/categories', { categoryName: '  Floor care ', sortOrder: 0 });
    expect(added.statusCode, added.body).toBe(201);
    const category = added.json().data.category;
    expect(category).toMatchObject({ categoryName: 'Floor care', isActive: true, version: 1, productCount: 0 });
    expect(await publicNames()).toEqual(['Detergent', 'Floor care']);

    const renamed = await catalogue.send('PATCH', `/categories/${category.id}`, {
      categoryName: 'Floor cleaners',
      sortOrder: 0,
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.category).toMatchObject({ categoryName: 'Floor cleaners', version: 2 });
    const detergent = (await catalogue.send('GET', '/categories'))
      .json()
      .data.categories.find((row: { categoryName: string }) => row.categoryName === 'Detergent');
    await catalogue.send('PATCH', `/categories/${detergent.id}`, { sortOrder: 5, version: detergent.version });
    expect(await publicNames()).toEqual(['Floor cleaners', 'Detergent']);

    await catalogue.send('PATCH', `/categories/${category.id}`, { isActive: false, version: 2 });
    expect(await publicNames()).toEqual(['Detergent']);

    const audit = (await database().db.query.operatorAudit.findMany()).filter((row) => row.action.startsWith('category.'));
    expect(audit.map((row) => row.action).sort()).toEqual(['category.create', 'category.update', 'category.update', 'category.update']);
    expect(audit.find((row) => (row.after as { categoryName?: string }).categoryName === 'Floor cleaners')?.before).toMatchObject({
      categoryName: 'Floor care',
    });
  });

  it('refuses an edit made on an older copy with 409 and the current one, and a name already used, writing nothing', async () => {
    const id = await addCategory(database().db, 'Dishwash');
    await addCategory(database().db, 'Laundry');
    const catalogue = await desk('catalogue');
    expect((await catalogue.send('PATCH', `/categories/${id}`, { categoryName: 'Dish care', version: 1 })).statusCode).toBe(200);
    const stale = await catalogue.send('PATCH', `/categories/${id}`, { categoryName: 'Dishes', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'CHANGED_MEANWHILE', data: { current: { categoryName: 'Dish care', version: 2 } } });
    const taken = await catalogue.send('PATCH', `/categories/${id}`, { categoryName: 'Laundry', version: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another category already has this name.');
    expect((await catalogue.send('POST', '/categories', { categoryName: 'laundry ' })).statusCode).toBe(201);
    expect(await publicNames()).toEqual(['Dish care', 'Laundry', 'laundry']);
  });

  it('names each bad field, and answers 404 for an unknown category', async () => {
    const catalogue = await desk('catalogue');
    const bad = await catalogue.send('POST', '/categories', { categoryName: 'x', sortOrder: -1, isActive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      categoryName: 'Enter a name of at least 2 characters.',
      sortOrder: 'Enter a position from 0.',
      isActive: 'Say whether it is shown.',
    });
    expect((await catalogue.send('PATCH', '/categories/not-an-id', { version: 1 })).statusCode).toBe(400);
    expect((await catalogue.send('PATCH', `/categories/${crypto.randomUUID()}`, { version: 1 })).statusCode).toBe(404);
    expect((await database().db.query.categories.findMany()).length).toBe(0);
  });

  it('lists how many products each category holds, hidden ones too', async () => {
    const soaps = await addCategory(database().db, 'Soaps');
    await addProduct(database().db, { categoryId: soaps, productName: 'Neem soap' });
    await addProduct(database().db, { categoryId: soaps, productName: 'Lime soap' });
    const owner = await desk('owner');
    const listed = (await owner.send('GET', '/categories')).json().data.categories;
    expect(listed).toEqual([expect.objectContaining({ categoryName: 'Soaps', productCount: 2 })]);
  });
});

describe('banners', () => {
  it('uploads a picture drawn again as WebP, at most 1600 px wide, served from the shop', async () => {
    const catalogue = await desk('catalogue');
    const wide = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const uploaded = await catalogue.upload(wide);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/api\/uploads\/banners\/[0-9a-f]{32}\.webp$/);
    const served = await app().inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 533 });
  });

  it('refuses a file that is no picture, and a picture claiming more pixels than any slide needs', async () => {
    const catalogue = await desk('catalogue');
    const text = await catalogue.upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Choose a JPEG, PNG or WebP picture.');
    // A PNG header claiming 100,000 × 100,000 pixels: a few bytes that would decode to 30 GB.
    const bomb = pngBytes(256);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const refused = await catalogue.upload(bomb);
    expect(refused.statusCode).toBe(400);
  });

  it('shows a slide only inside its schedule and while switched on, in its order; every write audited', async () => {
    const catalogue = await desk('catalogue');
    const now = Date.now();
    const slide = (title: string, extra: object) =>
      catalogue.send('POST', '/banners', { url: '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp', title, ...extra });
    const live = await slide('Diwali offers', { link: '/offers', sortOrder: 2, startsAt: new Date(now - 60_000).toISOString() });
    expect(live.statusCode, live.body).toBe(201);
    await slide('Monsoon care', { sortOrder: 1 });
    await slide('Next week', { startsAt: new Date(now + 7 * 86_400_000).toISOString() });
    await slide('Last week', { endsAt: new Date(now - 60_000).toISOString() });
    expect((await publicSlides()).map((row) => row.title)).toEqual(['Monsoon care', 'Diwali offers']);

    const { id, version } = live.json().data.banner;
    const off = await catalogue.send('PATCH', `/banners/${id}`, { isActive: false, version });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicSlides()).map((row) => row.title)).toEqual(['Monsoon care']);
    expect((await catalogue.send('PATCH', `/banners/${id}`, { isActive: true, version })).statusCode).toBe(409);

    const audit = (await database().db.query.operatorAudit.findMany()).filter((row) => row.action.startsWith('banner.'));
    expect(audit).toHaveLength(5);
    expect(audit.find((row) => row.action === 'banner.update')).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('names each bad field: no picture, a link off the shop, text too long, an end before the start', async () => {
    const catalogue = await desk('catalogue');
    const bad = await catalogue.send('POST', '/banners', {
      url: 'javascript:alert(1)',
      link: '//evil.example/phish',
      title: 'x'.repeat(81),
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-11-30T00:00:00.000Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      url: 'Upload a picture, or give an https address.',
      link: 'Give a page of the shop, such as /offers, or an https address.',
      title: 'Use at most 80 characters.',
    });
    const created = await catalogue.send('POST', '/banners', {
      url: '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp',
      startsAt: '2026-12-01T00:00:00.000Z',
    });
    const { id, version } = created.json().data.banner;
    const backwards = await catalogue.send('PATCH', `/banners/${id}`, { endsAt: '2026-11-30T00:00:00.000Z', version });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('End the slide after it starts.');
  });

  it('is for Catalogue & marketing and the owner only', async () => {
    for (const role of ['warehouse', 'orders'] as const) {
      const other = await desk(role);
      expect((await other.send('GET', '/banners')).statusCode).toBe(403);
      expect((await other.send('POST', '/categories', { categoryName: 'Soaps' })).statusCode).toBe(403);
    }
    const owner = await desk('owner');
    expect((await owner.send('GET', '/banners')).statusCode).toBe(200);
  });
});

describe('coupons', () => {
  const quote = (cookies: Cookies, code: string) =>
    call(app(), 'GET', `/api/v1/coupon/${encodeURIComponent(code)}`, undefined, { cookies });
  const offers = async (cookies: Cookies) =>
    ((await call(app(), 'GET', '/api/v1/coupon/active/all', undefined, { cookies })).json().data as Array<{ couponCode: string }>).map(
      (offer) => offer.couponCode,
    );

  it('adds a coupon the offers page lists and the cart applies at once; a change and switching it off too; each audited', async () => {
    const { cookies, product } = await shopper(app(), database());
    await lineOf(app(), cookies, await product({ price: 500, discountedAmount: 0, stock: 20 }), 2);
    const catalogue = await desk('catalogue');
    const added = await catalogue.send('POST', '/coupons', {
      offerName: 'Winter wash week',
      couponCode: ' winter15 ',
      userType: 'all',
      kind: 'percent',
      percentOff: 15,
      maxDiscount: 150,
      minCartValue: 0,
      usageLimit: 200,
      highlights: ['15% off, up to ₹150'],
      termsAndConditions: ['One use per order.'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const coupon = added.json().data.coupon;
    expect(coupon).toMatchObject({ couponCode: 'WINTER15', percentOff: 15, maxDiscount: 150, flatAmount: null, usedCount: 0, version: 1 });
    expect(await offers(cookies)).toContain('WINTER15');
    const quoted = await quote(cookies, 'winter15');
    expect(quoted.statusCode, quoted.body).toBe(200);
    // Two at ₹500: 15 % would be ₹150, which is also the cap.
    expect(quoted.json().data.totalCartValue).toBe(850);

    const changed = await catalogue.send('PATCH', `/coupons/${coupon.id}`, {
      ...coupon,
      kind: 'flat',
      flatAmount: 75,
      percentOff: null,
      maxDiscount: null,
      expiresAt: null,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.coupon).toMatchObject({ kind: 'flat', flatAmount: 75, percentOff: null, version: 2 });
    const stale = await catalogue.send('PATCH', `/coupons/${coupon.id}`, { ...coupon, isActive: false, expiresAt: null, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ kind: 'flat', version: 2 });

    await catalogue.send('PATCH', `/coupons/${coupon.id}`, { ...changed.json().data.coupon, isActive: false, version: 2 });
    expect(await offers(cookies)).not.toContain('WINTER15');
    expect((await quote(cookies, 'WINTER15')).statusCode).toBeGreaterThanOrEqual(400);

    const audit = (await database().db.query.operatorAudit.findMany()).filter((row) => row.action.startsWith('coupon.'));
    expect(audit.map((row) => row.action).sort()).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
  });

  it('names what each kind needs and each bad field, refuses a code taken in any case, and writes nothing', async () => {
    const catalogue = await desk('catalogue');
    const base = { offerName: 'Festive', couponCode: 'FEST', userType: 'all' };
    const noPercent = await catalogue.send('POST', '/coupons', { ...base, kind: 'percent' });
    expect(noPercent.statusCode).toBe(400);
    expect(noPercent.json().fields).toEqual({ percentOff: 'Enter the percentage off.' });
    const noProduct = await catalogue.send('POST', '/coupons', { ...base, kind: 'free-product' });
    expect(noProduct.json().fields).toEqual({ freeProductId: 'Choose the product given free.' });
    const bad = await catalogue.send('POST', '/coupons', {
      ...base,
      couponCode: 'no spaces!',
      kind: 'flat',
      flatAmount: 10.005,
      userType: 'everyone',
      minCartValue: -1,
      usageLimit: 0,
    });
    expect(bad.json().fields).toEqual({
      couponCode: 'Use 3 to 20 letters, digits or dashes, such as DIWALI25.',
      userType: 'Choose who may use it.',
      flatAmount: 'Use at most two decimals (paise).',
      minCartValue: 'Enter the smallest order from ₹0.',
      usageLimit: 'Allow at least 1 use.',
    });
    const unknownProduct = await catalogue.send('POST', '/coupons', { ...base, kind: 'free-product', freeProductId: crypto.randomUUID() });
    expect(unknownProduct.statusCode).toBe(422);
    expect((await catalogue.send('POST', '/coupons', { ...base, kind: 'flat', flatAmount: 50 })).statusCode).toBe(201);
    const taken = await catalogue.send('POST', '/coupons', { ...base, couponCode: 'fest', kind: 'flat', flatAmount: 60 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another coupon already has this code.');
    expect(await database().db.query.coupons.findMany()).toHaveLength(1);
  });

  it('gives a product free with a coupon the cart applies, and keeps the uses counted so far on an edit', async () => {
    const soaps = await addCategory(database().db, 'Soaps');
    const soap = await addProduct(database().db, { categoryId: soaps, productName: 'Neem soap', stock: 50 });
    const owner = await desk('owner');
    const added = await owner.send('POST', '/coupons', {
      offerName: 'A soap with every order',
      couponCode: 'SOAPFREE',
      userType: 'all',
      kind: 'free-product',
      freeProductId: soap,
      freeQuantity: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.coupon).toMatchObject({ freeProductName: 'Neem soap', freeQuantity: 2 });
    await database().db.execute(sql`update coupons set "usedCount" = 7`);
    const coupon = (await owner.send('GET', `/coupons/${added.json().data.coupon.id}`)).json().data.coupon;
    const edited = await owner.send('PATCH', `/coupons/${coupon.id}`, { ...coupon, offerName: 'Two soaps with every order' });
    expect(edited.json().data.coupon).toMatchObject({ offerName: 'Two soaps with every order', usedCount: 7 });
  });

  it('is for Catalogue & marketing and the owner only', async () => {
    const orders = await desk('orders');
    expect((await orders.send('GET', '/coupons')).statusCode).toBe(403);
    expect((await orders.send('POST', '/coupons', { offerName: 'x' })).statusCode).toBe(403);
  });
});
