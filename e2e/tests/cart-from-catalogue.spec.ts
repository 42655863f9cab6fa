import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { newShopper, signUpVerified, XHR } from '../support/accounts';

// The shopper is signed up through the account API with the page's own request context, so the
// page holds the session; the shell then loads the profile (and its cart) when the page opens.

const badge = (page: Page) => page.getByTestId('cart-badge');
const products = (page: Page) => page.getByRole('region', { name: 'Products' });
const accountSection = (page: Page) => page.locator('[data-boundary="account-mfe"]');

/** Opens /shop once the profile has loaded, so presses act for the signed-in shopper. */
async function openShop(page: Page, label: string, fullName = 'Meera Shah'): Promise<void> {
  await signUpVerified(page.request, newShopper(fullName, label));
  const profile = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile'));
  await page.goto('/shop');
  expect((await profile).status()).toBe(200);
  await expect(badge(page)).toHaveText('0');
}

/** The first card that can be added to the cart, and its product's name. */
async function firstAddableCard(page: Page): Promise<{ card: Locator; name: string }> {
  const addable = products(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();
  const name = ((await addable.getByRole('heading').textContent()) ?? '').trim();
  const card = products(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  return { card, name };
}

test.describe('adding to the cart from the catalogue', () => {
  test('Add To Cart on a shop card counts in the header, then offers Remove Product and a stepper whose plus raises the quantity', async ({
    page,
    pageErrors,
  }) => {
    await openShop(page, 'card');
    const { card, name } = await firstAddableCard(page);

    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(badge(page)).toHaveText('1');
    await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove Product' })).toBeVisible();
    const quantity = card.getByRole('status', { name: `Quantity of ${name}` });
    await expect(quantity).toHaveText('1');
    await expect(card.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();

    await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantity).toHaveText('2');
    await expect(toast(page, 'Quantity updated successfully')).toBeVisible();
    await expect(card.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeEnabled();
    await expect(badge(page)).toHaveText('1');

    // The server holds the line: a reload shows the same quantity.
    await page.reload();
    await expect(card.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
    expect(pageErrors).toEqual([]);
  });

  test('one cart store for the card, the header and the cart page: a change in one shows in the others without a reload', async ({
    page,
    pageErrors,
  }) => {
    await openShop(page, 'across');
    const { card, name } = await firstAddableCard(page);
    await page.evaluate(() => {
      (window as unknown as { journeyMark?: string }).journeyMark = 'no reload';
    });

    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(badge(page)).toHaveText('1');
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartLine = page
      .locator('[data-boundary="checkout-mfe"]')
      .getByTestId('cart-line')
      .filter({ has: page.getByRole('link', { name }) });
    await expect(cartLine.getByLabel(`Quantity of ${name}`, { exact: true })).toHaveText('1');
    await cartLine.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(cartLine.getByLabel(`Quantity of ${name}`, { exact: true })).toHaveText('2');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(card.getByRole('status', { name: `Quantity of ${name}` })).toHaveText('2');
    expect(await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe('no reload');
    expect(pageErrors).toEqual([]);
  });

  test('on a product page the stepper picks how many to add, and a reload keeps that quantity from the server', async ({
    page,
    pageErrors,
  }) => {
    await openShop(page, 'detail');
    const { card, name } = await firstAddableCard(page);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The purchase panel comes before any linked product's card, whose buttons share these names.
    const box = page.getByRole('textbox', { name: 'Quantity', exact: true });
    const plus = page.getByRole('button', { name: 'Increase quantity', exact: true });
    const minus = page.getByRole('button', { name: 'Decrease quantity', exact: true });
    await expect(box).toHaveValue('1');
    await plus.click();
    await plus.click();
    await expect(box).toHaveValue('3');
    const added = page.waitForResponse((response) => response.url().endsWith('/api/v1/cart') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add To Cart' }).first().click();
    expect((await added).status()).toBe(201);
    await expect(badge(page)).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Remove Product' }).first()).toBeVisible();

    // In the cart, a change is saved on the line.
    await minus.click();
    await expect(toast(page, 'Quantity updated successfully')).toBeVisible();
    await expect(box).toHaveValue('2');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove Product' }).first()).toBeVisible();
    await expect(box).toHaveValue('2');
    expect(pageErrors).toEqual([]);
  });

  test('Add to Cart on the wish list counts in the header badge', async ({ page, pageErrors }) => {
    await openShop(page, 'wish');
    const { card, name } = await firstAddableCard(page);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile/wishlist'));
    await card.getByRole('button', { name: `Add ${name} to wish list` }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Wish List' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const section = accountSection(page);
    const item = section.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await item.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge(page)).toHaveText('1');
    await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
    await expect(section.getByRole('link', { name })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Remove Product takes the badge back to 0, also after a reload', async ({ page, pageErrors }) => {
    await openShop(page, 'remove');
    const { card, name } = await firstAddableCard(page);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(badge(page)).toHaveText('1');

    await card.getByRole('button', { name: 'Remove Product' }).click();
    await expect(badge(page)).toHaveText('0');
    await expect(toast(page, 'Product removed from cart')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Increase quantity of ${name}` })).toHaveCount(0);

    await page.reload();
    await expect(badge(page)).toHaveText('0');
    const cart = await page.request.get('/api/v1/cart', { headers: XHR });
    expect(((await cart.json()) as { data: { cart: unknown[] } }).data.cart).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
