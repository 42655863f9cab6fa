import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newShopper, signUpVerified, XHR } from '../support/accounts';

// Every dialog of the shop is the one modal dialog: opening it moves focus into it, and Escape or
// its own way out gives focus back to the element that opened it.

interface DialogCase {
  name: string;
  path: string;
  signedIn: boolean;
  /** The element that opens the dialog. */
  opener: (page: Page) => Locator;
  /** The dialog's accessible name. */
  title: string;
  /** The button inside the dialog that closes it without acting. */
  closeButton: string;
}

const cases: DialogCase[] = [
  {
    name: 'search overlay',
    path: '/about',
    signedIn: false,
    opener: (page) => page.getByRole('button', { name: 'Search', exact: true }),
    title: 'Search Products',
    closeButton: 'Close search',
  },
  {
    name: 'filters drawer',
    path: '/shop',
    signedIn: false,
    opener: (page) => page.getByRole('button', { name: 'Filters' }),
    title: 'Filters',
    closeButton: 'Close filters',
  },
  {
    name: 'offer details',
    path: '/offers',
    signedIn: true,
    opener: (page) => page.getByTestId('offer-card').filter({ hasText: 'Welcome Offer' }).getByRole('button', { name: 'Know More' }),
    title: 'Welcome Offer',
    closeButton: 'Close',
  },
  {
    name: 'confirm question (Clear Cart)',
    path: '/cart',
    signedIn: true,
    opener: (page) => page.locator('[data-boundary="checkout-mfe"]').getByRole('button', { name: 'Clear Cart' }),
    title: 'Clear Cart',
    closeButton: 'Cancel',
  },
];

async function focusIsInOpenDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
}

async function putALineInTheCart(page: Page): Promise<void> {
  const listed = await page.request.get('/api/v1/product?p=0&l=1');
  const [product] = ((await listed.json()) as { data: { _id: string }[] }).data;
  if (!product) throw new Error('the catalogue is empty');
  const added = await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product._id, quantity: 1 } });
  expect(added.status()).toBe(201);
}

for (const dialogCase of cases) {
  test(`${dialogCase.name}: focus moves in on opening and back to the opener on Escape and on ${dialogCase.closeButton}`, async ({
    page,
    pageErrors,
  }) => {
    if (dialogCase.signedIn) {
      await signUpVerified(page.request, newShopper('Meera Shah', 'dialogs'));
      await putALineInTheCart(page);
    }
    await page.goto(dialogCase.path, { waitUntil: 'networkidle' });
    const opener = dialogCase.opener(page);
    const dialog = page.getByRole('dialog', { name: dialogCase.title });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInOpenDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInOpenDialog(page)).toBe(true);
    await dialog.getByRole('button', { name: dialogCase.closeButton, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(pageErrors).toEqual([]);
  });
}

test('logout question: focus moves in on opening and back to the Account button on Cancel', async ({ page, pageErrors }) => {
  await signUpVerified(page.request, newShopper('Meera Shah', 'dialogs'));
  await page.goto('/about', { waitUntil: 'networkidle' });
  const account = page.getByRole('button', { name: 'Account' });
  await account.click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(account).toBeFocused();
  expect(pageErrors).toEqual([]);
});
