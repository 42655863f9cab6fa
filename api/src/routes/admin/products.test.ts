import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { jpegBytes, multipartBody } from '../profile/profile-fixtures';
import { productPicturesDir } from '../uploads/product-pictures';
import { addStaff, staffSignIn } from './staff-fixtures';

// Catalogue & marketing create and edit products with every field the shop shows, add photos drawn at
// every width, and switch off what orders name: each write checked, made on the copy last seen, audited.
const database = useTestDatabase();
const app = useTestApp(database);

async function desk(role: 'catalogue' | 'owner' | 'warehouse' | 'orders') {
  await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    call(app(), method, `/api/admin/v1${url}`, body, { cookies });
  const upload = (productId: string, files: { bytes: Buffer; type?: string; filename?: string }[]) => {
    const parts = files.map(({ bytes, type = 'image/jpeg', filename = 'photo.jpg' }) => ({ field: 'images', filename, type, bytes }));
    const { payload, contentType } = multipartBody({}, parts);
    return app().inject({
      method: 'POST',
      url: `/api/admin/v1/products/${productId}/images`,
      headers: { ...XHR, 'content-type': contentType },
      cookies,
      payload,
    });
  };
  return { send, upload };
}

const newProduct = (categoryId: string, overrides: object = {}) => ({
  productName: 'Ujjwal Lemon Dishwash Gel 750 ml',
  categoryId,
  weight: [
    { weight: 750, price: 180 },
    { weight: 1500, price: 340 },
  ],
  weightUnit: 'ml',
  price: 180,
  discountedAmount: 159,
  cgst: 9,
  sgst: 9,
  igst: 0,
  otherCharges: 5,
  otherChargesType: 'amount',
  hsnCode: '34022010',
  description: 'Cuts grease on the first wipe.',
  highlights: [['Brand', 'Ujjwal']],
  information: [{ title: 'How to use', information: ['Squeeze a drop onto a wet sponge.'] }],
  ...overrides,
});

/** A photo of `width` × `height` as a camera would send it. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

describe('products', () => {
  it('creates a product at stock 0 with every field, reads it back, and the shop shows it at once; audited', async () => {
    const categoryId = await addCategory(database().db, 'Dishwash');
    const linked = await addProduct(database().db, { categoryId, productName: 'Scrub Pad' });
    const catalogue = await desk('catalogue');
    const created = await catalogue.send('POST', '/products', newProduct(categoryId, { linkedProductIds: [linked] }));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data.product;
    expect(product).toMatchObject({
      productName: 'Ujjwal Lemon Dishwash Gel 750 ml',
      categoryName: 'Dishwash',
      stock: 0,
      price: 180,
      discountedAmount: 159,
      cgst: 9,
      hsnCode: '34022010',
      linkedProductIds: [linked],
      isActive: true,
      version: 1,
      productImages: [],
      ordered: false,
    });
    expect(product.information[0]).toMatchObject({ title: 'How to use', information: ['Squeeze a drop onto a wet sponge.'] });

    const read = await catalogue.send('GET', `/products/${product.id}`);
    expect(read.json().data.product).toEqual(product);
    const shown = await call(app(), 'GET', `/api/v1/product/${product.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ productName: product.productName, isOutOfStock: true, discountedAmount: 159 });
    expect(shown.json().data.linkedProducts.map((row: { _id: string }) => row._id)).toEqual([linked]);

    const audit = await database().db.query.operatorAudit.findMany();
    expect(audit.filter((row) => row.action === 'product.create').map((row) => row.target)).toEqual([product.id]);
  });

  it('names each refused field, and writes nothing', async () => {
    const categoryId = await addCategory(database().db, 'Laundry');
    const catalogue = await desk('catalogue');
    const refused = await catalogue.send(
      'POST',
      '/products',
      newProduct(categoryId, { productName: 'X', price: 0, discountedAmount: 200, hsnCode: '12', cgst: 9, sgst: 6, weight: [] }),
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['productName', 'price', 'hsnCode', 'weight']));
    expect(fields.productName).toBe('Enter a name of at least 3 characters.');
    expect(fields.hsnCode).toBe('Enter an HSN code of 4, 6 or 8 digits.');

    const agree = await catalogue.send('POST', '/products', newProduct(categoryId, { discountedAmount: 200, sgst: 6 }));
    expect(agree.statusCode).toBe(400);
    expect(agree.json().fields).toMatchObject({
      discountedAmount: 'Enter a discounted price below the price, or 0.',
      sgst: 'SGST is the same rate as CGST.',
    });
    const noCategory = await catalogue.send('POST', '/products', newProduct('7f0f4b3e-5a43-4a57-9c39-4f8de1b0c001'));
    expect(noCategory.json()).toMatchObject({ errorCode: 'NO_SUCH_CATEGORY' });
    expect((await catalogue.send('GET', '/products')).json().data.total).toBe(0);
  });

  it('edits only from the version last read: the second of two editors is told, nothing overwritten', async () => {
    const categoryId = await addCategory(database().db, 'Floor care');
    const catalogue = await desk('catalogue');
    const owner = await desk('owner');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;
    const first = await catalogue.send('PATCH', `/products/${id}`, { price: 199, discountedAmount: 0, version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.product).toMatchObject({ price: 199, discountedAmount: 0, version: 2 });
    const second = await owner.send('PATCH', `/products/${id}`, { productName: 'Floor Gel', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errorCode: 'CHANGED_MEANWHILE', data: { current: { price: 199, version: 2 } } });
    expect((await catalogue.send('GET', `/products/${id}`)).json().data.product.productName).toBe('Ujjwal Lemon Dishwash Gel 750 ml');
  });

  it('lets only Catalogue & marketing and the owner in', async () => {
    const categoryId = await addCategory(database().db, 'Soaps');
    for (const role of ['warehouse', 'orders'] as const) {
      const other = await desk(role);
      expect((await other.send('POST', '/products', newProduct(categoryId))).statusCode).toBe(403);
      expect((await other.send('GET', '/products')).statusCode).toBe(403);
    }
    expect((await call(app(), 'GET', '/api/admin/v1/products')).statusCode).toBe(401);
  });

  it('lists by name with a search and the switched-off ones apart', async () => {
    const categoryId = await addCategory(database().db, 'Cleaners');
    await addProduct(database().db, { categoryId, productName: 'Glass Cleaner' });
    await addProduct(database().db, { categoryId, productName: 'Bathroom Cleaner', isActive: false });
    await addProduct(database().db, { categoryId, productName: 'Neem Soap' });
    const catalogue = await desk('catalogue');
    const names = async (query: string) =>
      (await catalogue.send('GET', `/products${query}`)).json().data.products.map((row: { productName: string }) => row.productName);
    expect(await names('')).toEqual(['Bathroom Cleaner', 'Glass Cleaner', 'Neem Soap']);
    expect(await names('?q=clean')).toEqual(['Bathroom Cleaner', 'Glass Cleaner']);
    expect(await names('?active=off')).toEqual(['Bathroom Cleaner']);
    expect((await catalogue.send('GET', '/products?page=0')).statusCode).toBe(400);
  });

  it('deletes a product nobody ordered, and refuses one an order names: it is switched off instead', async () => {
    const categoryId = await addCategory(database().db, 'Detergent');
    const ordered = await addProduct(database().db, { categoryId, productName: 'Ordered Powder', stock: 5 });
    const unordered = await addProduct(database().db, { categoryId, productName: 'Never Sold' });
    const asha = await buyer(app(), database());
    await asha.fill(ordered, 1);
    expect((await placeOrder(app(), asha)).statusCode).toBe(201);

    const catalogue = await desk('catalogue');
    const refused = await catalogue.send('DELETE', `/products/${ordered}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('PRODUCT_ORDERED');
    const current = (await catalogue.send('GET', `/products/${ordered}`)).json().data.product;
    expect(current.ordered).toBe(true);
    expect((await catalogue.send('PATCH', `/products/${ordered}`, { isActive: false, version: current.version })).statusCode).toBe(200);
    expect((await call(app(), 'GET', `/api/v1/product/${ordered}`)).statusCode).toBe(404);

    expect((await catalogue.send('DELETE', `/products/${unordered}`)).statusCode).toBe(200);
    expect((await catalogue.send('GET', `/products/${unordered}`)).statusCode).toBe(404);
  });
});

describe('product photos', () => {
  it('stores a photo once as WebP and AVIF at each width plus a JPEG preview, and the shop serves them', async () => {
    const categoryId = await addCategory(database().db, 'Dishwash');
    const catalogue = await desk('catalogue');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;
    const bytes = await photo(2000, 1500);
    const uploaded = await catalogue.upload(id, [{ bytes }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [address] = uploaded.json().data.product.productImages;
    expect(address).toMatch(/^\/api\/uploads\/products\/[0-9a-f]{32}-640\.webp$/);

    const base = address.replace('-640.webp', '');
    for (const [suffix, type, width] of [
      ['-320.webp', 'image/webp', 320],
      ['-1024.avif', 'image/avif', 1024],
      ['-og.jpg', 'image/jpeg', 1200],
    ] as const) {
      const served = await app().inject({ method: 'GET', url: `${base}${suffix}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    // The same photo again is stored once, and shown twice only if staff add it twice.
    const files = await readdir(productPicturesDir(app().config.dataDir));
    await catalogue.upload(id, [{ bytes }]);
    expect(await readdir(productPicturesDir(app().config.dataDir))).toEqual(files);

    const shown = (await call(app(), 'GET', `/api/v1/product/${id}`)).json().data;
    expect(shown.productImages[0]).toBe(address);
    const audit = await database().db.query.operatorAudit.findMany();
    expect(audit.filter((row) => row.action === 'product.images')).toHaveLength(2);
  });

  it('refuses what is not a picture, a file over 5 MB and a decompression bomb, adding nothing', async () => {
    const categoryId = await addCategory(database().db, 'Laundry');
    const catalogue = await desk('catalogue');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;

    const text = await catalogue.upload(id, [{ bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/jpeg' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Picture 1 is not a JPEG, PNG or WebP picture.');

    const large = await catalogue.upload(id, [{ bytes: jpegBytes(5 * 1024 * 1024 + 1) }]);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('Picture 1 is larger than 5 MB. Choose a smaller one.');

    const bomb = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // Its header now claims 100,000 × 100,000 pixels (30 GB decoded), with a checksum that agrees.
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await catalogue.upload(id, [{ bytes: bomb, type: 'image/png', filename: 'bomb.png' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('IMAGE_TOO_BIG');

    expect((await catalogue.send('GET', `/products/${id}`)).json().data.product.productImages).toEqual([]);
  });

  it('reorders and removes the product’s own pictures, refusing an address it does not have', async () => {
    const categoryId = await addCategory(database().db, 'Soaps');
    const catalogue = await desk('catalogue');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;
    const added = await catalogue.upload(id, [{ bytes: await photo(800, 800) }, { bytes: await photo(900, 600) }]);
    const { productImages, version } = added.json().data.product;
    expect(productImages).toHaveLength(2);
    const swapped = await catalogue.send('PATCH', `/products/${id}`, { productImages: [productImages[1], productImages[0]], version });
    expect(swapped.json().data.product.productImages).toEqual([productImages[1], productImages[0]]);
    const foreign = await catalogue.send('PATCH', `/products/${id}`, {
      productImages: ['https://example.com/x.jpg'],
      version: version + 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorCode).toBe('NOT_ITS_PICTURE');
  });
});

describe('products file', () => {
  async function exported(catalogue: Awaited<ReturnType<typeof desk>>) {
    const reply = await catalogue.send('GET', '/products/export');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    return reply.body;
  }

  it('exports every product, previews an edited file as its changes, and applies exactly what was previewed', async () => {
    const categoryId = await addCategory(database().db, 'Dishwash');
    await addCategory(database().db, 'Laundry');
    const catalogue = await desk('catalogue');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;
    const csv = await exported(catalogue);
    expect(csv.split('\n')[0]).toBe(
      'id,productName,category,packs,weightUnit,price,discountedAmount,cgst,sgst,igst,otherCharges,otherChargesType,hsnCode,lowStockThreshold,isActive,description,highlights,stock',
    );
    expect(csv).toContain(`${id},Ujjwal Lemon Dishwash Gel 750 ml,Dishwash,750:180 | 1500:340,ml,180,159,9,9,0,5,amount,34022010,10,yes`);

    const same = await catalogue.send('POST', '/products/import', { csv });
    expect(same.json().data.changes).toEqual([{ row: 2, kind: 'same', productName: 'Ujjwal Lemon Dishwash Gel 750 ml', changes: [] }]);

    const edited =
      `${csv.replace(',Dishwash,750:180 | 1500:340,ml,180,159,', ',Laundry,750:175 | 1500:340,ml,175,0,')}` +
      ',Ujjwal Floor Cleaner 1 L,Laundry,1:220,L,220,,9,9,0,,,34029099,5,no,Pine scent.,Brand: Ujjwal,\n';
    const preview = await catalogue.send('POST', '/products/import', { csv: edited });
    expect(preview.statusCode, preview.body).toBe(200);
    const { changes, digest, written } = preview.json().data;
    expect(written).toBe(false);
    expect(changes[0]).toMatchObject({ row: 2, kind: 'change' });
    expect(changes[0].changes).toEqual([
      { column: 'category', before: 'Dishwash', after: 'Laundry' },
      { column: 'packs', before: '750:180 | 1500:340', after: '750:175 | 1500:340' },
      { column: 'price', before: '180', after: '175' },
      { column: 'discountedAmount', before: '159', after: '0' },
    ]);
    expect(changes[1]).toMatchObject({ row: 3, kind: 'new', productName: 'Ujjwal Floor Cleaner 1 L' });
    expect((await catalogue.send('GET', `/products/${id}`)).json().data.product.price).toBe(180);

    const applied = await catalogue.send('POST', '/products/import', { csv: edited, apply: true, digest });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe('Imported: 1 new, 1 changed');
    expect((await catalogue.send('GET', `/products/${id}`)).json().data.product).toMatchObject({
      price: 175,
      categoryName: 'Laundry',
      version: 2,
      information: [{ title: 'How to use' }],
    });
    const list = (await catalogue.send('GET', '/products?q=floor')).json().data.products;
    expect(list).toMatchObject([{ productName: 'Ujjwal Floor Cleaner 1 L', stock: 0, isActive: false }]);
    const audit = await database().db.query.operatorAudit.findMany();
    expect(audit.filter((row) => row.action === 'products.import')).toHaveLength(1);
  });

  it('refuses a file with a wrong row, naming each row and column, and imports nothing', async () => {
    const categoryId = await addCategory(database().db, 'Soaps');
    const catalogue = await desk('catalogue');
    await catalogue.send('POST', '/products', newProduct(categoryId));
    const csv = await exported(catalogue);
    const header = csv.split('\n')[0];
    const bad = `${header}\n,Neem Soap,Soaps,125:45,g,45,,9,9,0,,,3401,10,yes,,,\n,Rose Soap,Soaps,125:45,g,-3,,9,9,0,,,3401,10,maybe,,,\n,Lime Soap,Nowhere,125:45,g,45,,9,9,0,,,12,10,yes,,,\n`;
    const refused = await catalogue.send('POST', '/products/import', { csv: bad, apply: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'BAD_IMPORT' });
    expect(refused.json().data.problems).toEqual([
      { row: 3, column: 'isActive', message: 'Write yes or no.' },
      { row: 3, column: 'price', message: 'Enter the price from ₹0.' },
      { row: 4, column: 'hsnCode', message: 'Enter an HSN code of 4, 6 or 8 digits.' },
    ]);
    const unknownCategory = `${header}\n,Lime Soap,Nowhere,125:45,g,45,,9,9,0,,,3401,10,yes,,,\n`;
    const noCategory = await catalogue.send('POST', '/products/import', { csv: unknownCategory });
    expect(noCategory.json().data.problems).toEqual([{ row: 2, column: 'category', message: 'No category is named Nowhere.' }]);
    const missing = await catalogue.send('POST', '/products/import', { csv: 'productName,price\nSoap,45\n' });
    expect(missing.json().data.problems[0]).toMatchObject({ row: 1, column: 'id' });
    expect((await catalogue.send('GET', '/products')).json().data.total).toBe(1);
  });

  it('refuses to apply a preview the products no longer match', async () => {
    const categoryId = await addCategory(database().db, 'Floor care');
    const catalogue = await desk('catalogue');
    const { id } = (await catalogue.send('POST', '/products', newProduct(categoryId))).json().data.product;
    const csv = (await exported(catalogue)).replace(',180,159,', ',170,159,');
    const { digest } = (await catalogue.send('POST', '/products/import', { csv })).json().data;
    await catalogue.send('PATCH', `/products/${id}`, { price: 190, version: 1 });
    const stale = await catalogue.send('POST', '/products/import', { csv, apply: true, digest });
    expect(stale.statusCode).toBe(409);
    expect((await catalogue.send('GET', `/products/${id}`)).json().data.product.price).toBe(190);
  });
});
