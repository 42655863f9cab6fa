import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { backofficeUrl } from '../ports';
import { staffDesk } from '../support/staff';

// Catalogue & marketing add a product from the back office, with a photo, and the shop shows it —
// listing, product page, link preview — within seconds; the warehouse's stock decides 'Out of Stock'.

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/files/slide.png');

test('a product added with a photo is on /shop and its page, previewed by a raster og:image, within 15 s; at stock 0 it is Out of Stock', async ({
  browser,
  page,
}) => {
  const name = `Ujjwal Neem Floor Cleaner ${Date.now() % 100_000}`;
  const desk = await (await browser.newContext({ baseURL: backofficeUrl })).newPage();
  await desk.goto('/products/new');
  await desk.getByLabel(/E-mail address/).fill('catalogue@example.in');
  await desk.getByLabel(/^Password/).fill('Staff@123');
  await desk.getByRole('button', { name: 'Sign In' }).click();

  const form = desk.getByRole('form', { name: 'Add a product' });
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Enter a name of at least 3 characters.')).toBeVisible();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Category/).selectOption({ index: 1 });
  await form.getByLabel(/^Description/).fill('Neem and pine for every floor, safe around children and pets.');
  await form.getByLabel(/^Pack sizes/).fill('1, 249\n5, 1099');
  await form.getByLabel(/^Sizes are in/).selectOption('L');
  await form.getByLabel(/^Price/).fill('249');
  await form.getByLabel(/^Discounted price/).fill('229');
  await form.getByLabel(/^HSN code/).fill('34029099');
  await form.getByLabel(/^Highlights/).fill('Brand: Ujjwal\nScent: Neem and pine');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(desk.getByRole('heading', { name, level: 1 })).toBeVisible();
  const productId = new URL(desk.url()).pathname.split('/').at(-1) ?? '';
  expect(productId).toMatch(/^[0-9a-f-]{36}$/);

  await desk.getByLabel('Add photos').setInputFiles(PHOTO);
  await desk.getByRole('button', { name: 'Upload Photo' }).click();
  const photos = desk.getByRole('list', { name: 'Photos in the order shown' });
  await expect(photos.getByRole('img')).toHaveAttribute('src', /\/api\/uploads\/products\/[0-9a-f]{32}-640\.webp$/);

  // The shop's own pages, as a shopper's reload or a link preview's fetch reads them.
  const started = Date.now();
  await expect
    .poll(async () => (await (await page.request.get('/shop')).text()).includes(name), { timeout: 15_000, intervals: [500] })
    .toBe(true);
  console.log(`new product on /shop ${Date.now() - started} ms after its photo was saved`);
  const html = await (await page.request.get(`/product/${productId}`)).text();
  expect(html).toContain(name);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/uploads\/products\/[0-9a-f]{32}-og\.jpg"/);
  const preview = await page.request.get(/content="([^"]+-og\.jpg)"/.exec(html)?.[1] ?? '');
  expect(preview.headers()['content-type']).toBe('image/jpeg');

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Out of Stock' }).first()).toBeDisabled();
  const picture = page.locator('picture source[type="image/avif"]').first();
  await expect(picture).toHaveAttribute('srcset', /-320\.avif 320w, .*-1024\.avif 1024w/);

  // The warehouse receives 12, and the product can be bought; written off to 0, it is Out of Stock again.
  const warehouse = await staffDesk('warehouse@example.in');
  const move = async (change: number, reason: string) =>
    expect((await warehouse.post(`/api/admin/v1/products/${productId}/stock-movements`, { data: { change, reason } })).status()).toBe(201);
  await move(12, 'received');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('button', { name: 'Add To Cart' }).first().isVisible();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(true);
  await move(-12, 'damaged');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('button', { name: 'Out of Stock' }).first().isVisible();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe(true);
  await warehouse.dispose();
  await desk.context().close();
});
