import type { APIRequestContext, Page } from '@playwright/test';
import { expect, toast } from '../fixtures';
import { XHR } from './accounts';

// Lines go into the cart through the cart API (decision 007) with the page's own request context,
// so the browser holds the same session and the cart page reads what was put there.

interface ListedProduct {
  _id: string;
  productName: string;
}

/** The id of the catalogue's product with this exact name. */
export async function productId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/v1/product?p=0&l=1000');
  const products = ((await response.json()) as { data: ListedProduct[] }).data;
  const found = products.find((product) => product.productName === name);
  if (!found) throw new Error(`no product named ${name}`);
  return found._id;
}

/** Adds a quantity of a product to the signed-in shopper's cart. */
export async function addToCart(request: APIRequestContext, id: string, quantity: number) {
  return request.post('/api/v1/cart', { headers: XHR, data: { productId: id, quantity } });
}

/** Fills a line up to its stock, read from the 409 that refuses more: 'You can only add n more … (only s in stock).' */
export async function fillToStock(request: APIRequestContext, id: string): Promise<number> {
  expect((await addToCart(request, id, 1)).status()).toBe(201);
  const refused = await addToCart(request, id, 100_000);
  expect(refused.status()).toBe(409);
  const message = ((await refused.json()) as { message: string }).message;
  const match = /only add (\d+) more .*only (\d+) in stock/.exec(message);
  if (!match) throw new Error(`unexpected stock message: ${message}`);
  const more = Number(match[1]);
  if (more > 0) expect((await addToCart(request, id, more)).status()).toBe(201);
  return Number(match[2]);
}

/** The checkout team's section of the page (cart, checkout, offers). */
export function checkoutSection(page: Page) {
  return page.locator('[data-boundary="checkout-mfe"]');
}

/** Types the code into the cart page's coupon box and applies it. */
export async function applyCoupon(page: Page, code: string): Promise<void> {
  const section = checkoutSection(page);
  await section.getByLabel('Coupon code').fill(code);
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon applied successfully')).toBeVisible();
  await expect(section.getByTestId('summary-coupon')).toHaveText(/^−₹\d/);
  await expect(section.getByLabel('Coupon code')).toHaveCount(0);
}

/** The longest name in the catalogue. */
const LONG_NAME = 'Ujjwal Matic Front Load Detergent Powder 1 kg';
/** The dearest product, which filled to its stock makes the largest amounts. */
const DEAREST = 'Ujjwal Pro Detergent Powder 25 kg Bag';

/** Fills the signed-in shopper's cart with its widest lines and amounts: the longest name, and the dearest product to its stock. */
export async function fillWidestCart(request: APIRequestContext): Promise<void> {
  const added = await addToCart(request, await productId(request, LONG_NAME), 1);
  if (added.status() !== 201) throw new Error(`adding ${LONG_NAME} answered ${added.status()}: ${await added.text()}`);
  await fillToStock(request, await productId(request, DEAREST));
}
