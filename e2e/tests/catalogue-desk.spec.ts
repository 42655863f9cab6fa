import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { backofficeUrl } from '../ports';
import { newShopper, signUpVerified } from '../support/accounts';
import { addToCart, checkoutSection, productId } from '../support/cart';

// Catalogue & marketing change what a shopper sees from the back office: a slide scheduled from now
// is on the home page, and a new category in the shop's filters, within seconds of the save.

const SLIDE_PICTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/files/slide.png');

/** Catalogue & marketing, signed in on one of their pages. */
async function catalogueDesk(browser: Browser, page: string, heading: string): Promise<Page> {
  const desk = await (await browser.newContext({ baseURL: backofficeUrl })).newPage();
  await desk.goto(page);
  await desk.getByLabel(/E-mail address/).fill('catalogue@example.in');
  await desk.getByLabel(/^Password/).fill('Staff@123');
  await desk.getByRole('button', { name: 'Sign In' }).click();
  await expect(desk.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  return desk;
}

/** Until `text` is in the server-rendered page at `pathname`, polling as a shopper's reloads would; answers how long it took. */
async function msUntilServed(page: Page, pathname: string, text: string, present = true): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await (await page.request.get(pathname)).text()).includes(text), { timeout: 15_000, intervals: [500] })
    .toBe(present);
  return Date.now() - started;
}

test('a slide scheduled from a minute ago, with an uploaded picture, is on the home page within 15 s; switched off, it leaves', async ({
  browser,
  page,
}) => {
  const title = `Winter washing week ${Date.now()}`;
  const desk = await catalogueDesk(browser, '/banners', 'Home page slides');
  await desk.getByRole('button', { name: 'Add a Slide' }).click();
  const form = desk.getByRole('form', { name: 'Add a slide' });
  // Nothing is saved without a picture, and the field says so.
  await form.getByRole('button', { name: 'Add Slide' }).click();
  await expect(form.getByText('Upload the slide’s picture.')).toBeVisible();
  await form.getByLabel(/^Picture/).setInputFiles(SLIDE_PICTURE);
  await expect(form.getByRole('img', { name: 'Slide preview' })).toHaveAttribute('src', /^\/api\/uploads\/banners\/[0-9a-f]{32}\.webp$/);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Text/).fill('Two packs of Ujjwal liquid for the price of one, all week.');
  await form.getByLabel(/^Link/).fill('/offers');
  const aMinuteAgo = new Date(Date.now() - 60_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel(/^Shown from/).fill(aMinuteAgo);
  await form.getByRole('button', { name: 'Add Slide' }).click();
  await expect(desk.getByRole('list', { name: 'Slides' }).getByText(title)).toBeVisible();

  console.log(`slide on the home page ${await msUntilServed(page, '/', title)} ms after the save`);
  await page.goto('/');
  await expect(page.getByText(title).first()).toBeAttached();

  const slides = desk.getByRole('list', { name: 'Slides' });
  await slides.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = slides.getByRole('form', { name: `Edit the slide ${title}` });
  await edit.getByLabel('Switched on').uncheck();
  await edit.getByRole('button', { name: 'Save Slide' }).click();
  await expect(slides.getByRole('listitem').filter({ hasText: title })).toContainText('Switched off');
  console.log(`slide off the home page ${await msUntilServed(page, '/', title, false)} ms after it was switched off`);
  await desk.context().close();
});

test('a category added in the back office is in the shop’s filters within 15 s, and hidden, it leaves them', async ({ browser, page }) => {
  const name = `Festive packs ${Date.now() % 100_000}`;
  const desk = await catalogueDesk(browser, '/categories', 'Categories');
  const add = desk.getByRole('form', { name: 'Add a category' });
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Add Category' }).click();
  const row = desk.getByRole('form', { name: `Category ${name}` });
  await expect(row).toBeVisible();
  console.log(`category in the filters ${await msUntilServed(page, '/api/v1/category', name)} ms after the save`);
  await page.goto('/shop');
  await expect(page.getByText(name).first()).toBeAttached();

  await row.getByLabel('Shown in the shop').uncheck();
  await row.getByRole('button', { name: `Save ${name}` }).click();
  await expect(desk.getByRole('list', { name: 'Categories' }).getByText('0 products · hidden from the shop')).toBeVisible();
  await msUntilServed(page, '/api/v1/category', name, false);
  await desk.context().close();
});

test('a coupon added in the back office is on the offers page and applies in a shopper’s cart at once', async ({ browser, page }) => {
  const code = `WASH${Date.now() % 100_000}`;
  const desk = await catalogueDesk(browser, '/coupons', 'Coupons and offers');
  await desk.getByRole('button', { name: 'Add a Coupon' }).click();
  const form = desk.getByRole('form', { name: 'Add a coupon' });
  await form.getByLabel(/^Offer name/).fill('Winter wash week');
  await form.getByLabel(/^Code/).fill(code.toLowerCase());
  await form.getByLabel(/^What it gives/).selectOption({ label: 'An amount off' });
  // The amount is what this kind needs: saving without it names the field.
  await form.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(form.getByText('Enter the amount off.')).toBeVisible();
  await form.getByLabel(/^Amount off/).fill('40');
  await form.getByLabel(/^Highlights/).fill('₹40 off any order');
  await form.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(desk.getByRole('list', { name: 'Coupons' }).getByText(code)).toBeVisible();

  await signUpVerified(page.request, newShopper('Kavya Iyer', 'coupon-desk'));
  expect((await addToCart(page.request, await productId(page.request, 'Ujjwal Dishwash Gel Lemon 500 ml'), 2)).status()).toBe(201);
  const offers = await page.request.get('/api/v1/coupon/active/all');
  expect(JSON.stringify(await offers.json())).toContain(code);
  await page.goto('/cart');
  const section = checkoutSection(page);
  const total = section.getByTestId('summary-total');
  const rupees = async () => Number(((await total.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const before = await rupees();
  await section.getByLabel('Coupon code').fill(code);
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Coupon applied successfully')).toBeVisible();
  // ₹40 off the price before GST: the line shows it with the GST it also saves.
  await expect(section.getByTestId('summary-coupon')).toHaveText('−₹47.20');
  await expect.poll(rupees).toBeCloseTo(before - 47.2, 2);

  // Switched off, it is no longer on the offers page.
  await desk.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = desk.getByRole('form', { name: `Edit the coupon ${code}` });
  await edit.getByLabel('Switched on').uncheck();
  await edit.getByRole('button', { name: 'Save Coupon' }).click();
  await expect(desk.getByRole('list', { name: 'Coupons' }).getByRole('listitem').filter({ hasText: code })).toContainText('Switched off');
  expect(JSON.stringify(await (await page.request.get('/api/v1/coupon/active/all')).json())).not.toContain(code);
  await desk.context().close();
});
