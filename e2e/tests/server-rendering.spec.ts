import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

// What a crawler or a link preview sees: the HTML the server answers, with no script run.
test.use({ javaScriptEnabled: false });

interface ListedProduct {
  _id: string;
  productName: string;
  price: number | string;
  discountedAmount?: number | string | null;
  productCategory?: { _id?: string; categoryName?: string };
}

async function products(request: APIRequestContext, query = ''): Promise<ListedProduct[]> {
  const reply = await request.get(`/api/v1/product?p=0&l=1000${query}`);
  return ((await reply.json()) as { data: ListedProduct[] }).data;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? ''));
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test('a product page holds its name, price, Open Graph tags and JSON-LD with the price in rupees', async ({ page, request }) => {
  const [product] = (await products(request)).filter((item) => item.discountedAmount);
  if (!product) throw new Error('the seed has a discounted product');
  const response = await page.goto(`/product/${product._id}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';

  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  expect(html).toContain(`<title>${product.productName.replace(/&/g, '&#38;')} | Ujjwal Home Care</title>`);
  expect(metaContent(html, 'og:title')).toBe(product.productName.replace(/&/g, '&#38;'));
  expect(metaContent(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/.+/);
  expect(metaContent(html, 'og:type')).toBe('product');

  const data = jsonLd(html);
  const item = data.find((entry) => entry['@type'] === 'Product') as { name: string; offers: { price: unknown; priceCurrency: string } };
  expect(item.name).toBe(product.productName);
  expect(item.offers.priceCurrency).toBe('INR');
  expect(Number(item.offers.price)).toBe(Number(product.discountedAmount));
  expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  const shownPrice = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(product.discountedAmount));
  await expect(page.locator('main')).toContainText(shownPrice);
});

test("the shop filtered by a category lists that category's products, and only those", async ({ page, request }) => {
  const all = await products(request);
  const category = all.find((item) => item.productCategory?._id)?.productCategory;
  if (!category?._id) throw new Error('the seed has categorised products');
  const inCategory = await products(request, `&c=${category._id}`);
  const elsewhere = all.filter((item) => !inCategory.some((listed) => listed._id === item._id));

  const response = await page.goto(`/shop?c=${category._id}`);
  expect(response?.status()).toBe(200);
  const grid = page.getByRole('region', { name: 'Products' });
  for (const item of inCategory) await expect(grid.getByText(item.productName, { exact: true })).toBeVisible();
  for (const item of elsewhere.slice(0, 5)) await expect(grid.getByText(item.productName, { exact: true })).toHaveCount(0);
});

test("home holds the shop's Organization data and its products", async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(jsonLd(html).some((entry) => entry['@type'] === 'Organization')).toBe(true);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.locator('#new-arrivals a[href^="/product/"]').first()).toBeVisible();
});

test("an unknown product answers 404 with 'Product Not Found', an unknown path 404 with the shop's 404 page", async ({ page }) => {
  const product = await page.goto('/product/000000000000000000000000');
  expect(product?.status()).toBe(404);
  await expect(page.getByText('Product Not Found')).toBeVisible();

  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
});

test('a category id no category has is the whole shop, and a product id no product has answers 404, whether or not it is a UUID', async ({
  page,
  request,
}) => {
  const total = (await products(request)).length;
  for (const category of ['x', 'c1', '00000000-0000-4000-8000-000000000000']) {
    const response = await page.goto(`/shop?c=${category}`);
    expect(response?.status(), `/shop?c=${category}`).toBe(200);
    await expect(page.getByText(`${total} products`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toHaveCount(0);
  }
  for (const id of ['x', 'p1', '00000000-0000-4000-8000-000000000000']) {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status(), `/product/${id}`).toBe(404);
    await expect(page.getByText('Product Not Found')).toBeVisible();
  }
});

test('real redirects: /distributor to /distubutor, and a guest at a signed-in page to sign-in with the way back', async ({ request }) => {
  const distributor = await request.get('/distributor', { maxRedirects: 0 });
  expect(distributor.status()).toBe(301);
  expect(distributor.headers().location).toBe('/distubutor');

  const cart = await request.get('/cart?coupon=WELCOME10', { maxRedirects: 0 });
  expect(cart.status()).toBe(302);
  expect(cart.headers().location).toBe('/signin?from=%2Fcart%3Fcoupon%3DWELCOME10');
});

test('robots.txt points at a sitemap built from the live catalogue', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /cart');
  const sitemapUrl = /Sitemap: (\S+)/.exec(text)?.[1] ?? '';
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const sitemap = await request.get(new URL(sitemapUrl).pathname);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const [first] = await products(request);
  expect(xml).toContain(`/product/${first?._id}</loc>`);
  expect(xml).toContain('/shop</loc>');
  expect(xml).not.toContain('/cart</loc>');
});
