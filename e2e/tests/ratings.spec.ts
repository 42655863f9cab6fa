import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { backofficeUrl } from '../ports';
import { seriousViolations } from '../support/axe';
import { productId } from '../support/cart';
import { ORDERED_PRODUCT, placeCashOrder } from '../support/orders';
import { moveOrder, staffDesk } from '../support/staff';

// A verified buyer's rating: a shopper whose order was delivered rates the product from /orders,
// the product page shows the words and the new count within 15 seconds, and once the catalogue desk
// hides the rating in the back office it leaves the page again. Staff moves go through the API.

const accounts = (page: Page) => page.locator('[data-boundary="account-mfe"]');
const catalogue = (page: Page) => page.locator('[data-boundary="catalog-mfe"]');

/** How many visible ratings of verified buyers the product counts now. */
async function ratingCount(request: APIRequestContext, id: string): Promise<number> {
  const reply = await request.get(`/api/v1/product/${id}`);
  return ((await reply.json()) as { data: { ratingCount: number } }).data.ratingCount;
}

/** Reloads the product page until `check` holds: the shop shows a change within 15 seconds. */
async function productPageShows(page: Page, id: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(`/product/${id}`);
    await check();
  }).toPass({ timeout: 15_000, intervals: [1_000] });
}

/** The catalogue desk signed in on the back office's Ratings page, in a browser of its own. */
async function ratingsDesk(browser: Browser): Promise<Page> {
  const desk = await (await browser.newContext({ baseURL: backofficeUrl })).newPage();
  await desk.goto('/ratings');
  await desk.getByLabel(/E-mail address/).fill('catalogue@example.in');
  await desk.getByLabel(/^Password/).fill('Staff@123');
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await expect(desk.getByRole('heading', { name: /^Ratings/ })).toBeVisible();
  // The page is in the desk's navigation.
  await expect(desk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Ratings', exact: true })).toBeVisible();
  return desk;
}

/** The product's count as its summary words it, once it has any. */
const counted = (n: number) => `${n} ${n === 1 ? 'rating' : 'ratings'}`;

test('a shopper rates a delivered product from /orders, the product page shows it, and the catalogue desk hides it', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const orderId = await placeCashOrder(page.request);
  const desk = await staffDesk('orders@example.in');
  await moveOrder(desk, orderId, 'confirmed');
  await desk.dispose();
  const warehouse = await staffDesk('warehouse@example.in');
  await moveOrder(warehouse, orderId, 'packed');
  await moveOrder(warehouse, orderId, 'shipped', { courier: 'delhivery', trackingNumber: 'DLV20261127' });
  await moveOrder(warehouse, orderId, 'delivered');
  await warehouse.dispose();

  const bar = await productId(page.request, ORDERED_PRODUCT);
  const before = await ratingCount(page.request, bar);
  const words = `Cleans steel kadais without scratching ${Date.now()}`;

  await page.goto('/orders');
  await accounts(page)
    .getByRole('button', { name: /^Order #/ })
    .click();
  await accounts(page)
    .getByRole('button', { name: `Rate ${ORDERED_PRODUCT}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rate ${ORDERED_PRODUCT}` });
  // Sending without stars says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send Rating' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // The stars are native radio buttons: chosen from the keyboard, one arrow press a star.
  await dialog.getByRole('radio', { name: '1 star' }).check();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel(/What did you think/).fill(words);
  await expect(dialog.getByText(`${words.length} of 500 characters`)).toBeVisible();
  expect(await seriousViolations(page), 'the rating dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send Rating' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accounts(page).getByText(/You rated 4/)).toBeVisible();
  await expect(accounts(page).getByRole('button', { name: `Rate ${ORDERED_PRODUCT}` })).toHaveCount(0);

  // The product page shows the words, the buyer's first name and one more rating in its count.
  await productPageShows(page, bar, async () => {
    const ratings = catalogue(page).getByRole('region', { name: 'Ratings from Buyers' });
    await expect(ratings.getByText(words)).toBeVisible({ timeout: 1_000 });
    await expect(ratings.getByRole('listitem').filter({ hasText: words })).toContainText('Asha · Verified buyer', { timeout: 1_000 });
    await expect(catalogue(page).getByText(counted(before + 1), { exact: true })).toBeVisible({ timeout: 1_000 });
  });

  expect(await seriousViolations(page), 'the product page with a rating').toEqual([]);

  // The catalogue desk hides it with a reason; the page drops it and counts it no more.
  const staff = await ratingsDesk(browser);
  const row = staff.getByRole('row').filter({ hasText: words });
  await row.getByRole('button', { name: `Hide the rating of 4 stars for ${ORDERED_PRODUCT}` }).click();
  const hide = staff.getByRole('dialog', { name: `Hide this rating of ${ORDERED_PRODUCT}?` });
  expect(await seriousViolations(staff), 'the back office’s Ratings page and its dialog').toEqual([]);
  await hide.getByLabel(/^Reason/).fill('Names a competitor’s product');
  await hide.getByRole('button', { name: 'Hide Rating' }).click();
  await expect(hide).toHaveCount(0);
  await expect(row).toContainText('Names a competitor’s product');
  await expect(row.getByRole('button', { name: `Show again the rating of 4 stars for ${ORDERED_PRODUCT}` })).toBeVisible();
  await staff.context().close();

  await productPageShows(page, bar, async () => {
    await expect(catalogue(page).getByRole('heading', { name: ORDERED_PRODUCT, level: 1 })).toBeVisible({ timeout: 1_000 });
    await expect(catalogue(page).getByText(words)).toHaveCount(0, { timeout: 1_000 });
    // Only the product's own summary shows a count; the linked products' cards do not.
    await expect(catalogue(page).getByText(counted(before + 1), { exact: true })).toHaveCount(0, { timeout: 1_000 });
  });
  expect(await ratingCount(page.request, bar)).toBe(before);
  expect(pageErrors).toEqual([]);
});
