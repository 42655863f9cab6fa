import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { newShopper, signUpVerified, signUpWithAddress, XHR } from '../support/accounts';
import { expectFocusVisible, tabTo } from '../support/keyboard';
import { firstProduct } from '../support/routes';

// Journeys made with the keyboard alone, no pointer: Tab to move, Enter and Space to act (and the
// arrow keys inside a radio group, as every browser moves a radio choice). Wherever focus lands the
// shopper can see it.

const section = (page: Page, remote: string) => page.locator(`[data-boundary="${remote}"]`);

/** Types into the focused field, key by key. */
async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

test('sign in with the keyboard alone: Tab through the form, type, Enter on Sign In', async ({ page, pageErrors }) => {
  const shopper = await signUpVerified(page.request, newShopper('Meera Shah', 'keyboard'));
  await page.context().clearCookies();
  await page.goto('/signin', { waitUntil: 'networkidle' });
  const form = section(page, 'account-mfe');

  const email = form.getByRole('textbox', { name: 'Email' });
  await tabTo(page, email);
  await expectFocusVisible(email);
  await typeHere(page, shopper.email);

  const password = form.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await expectFocusVisible(password);
  await typeHere(page, shopper.password);

  const signIn = form.getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signIn);
  await expectFocusVisible(signIn);
  await page.keyboard.press('Enter');

  const onward = form.getByRole('button', { name: 'Continue Shopping' });
  await expect(onward).toBeVisible();
  await tabTo(page, onward);
  await expectFocusVisible(onward);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/signin$/);
  expect(pageErrors).toEqual([]);
});

test('add to cart with the keyboard alone: Tab to a card, Enter on Add To Cart', async ({ page, pageErrors }) => {
  await signUpVerified(page.request, newShopper('Meera Shah', 'keyboard'));
  await page.goto('/shop', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  const add = page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Add To Cart' }).first();
  await tabTo(page, add, { limit: 120 });
  await expectFocusVisible(add);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(pageErrors).toEqual([]);
});

test('check out with cash on delivery with the keyboard alone: cart, checkout, payment choice, Place Order', async ({
  page,
  pageErrors,
}) => {
  await signUpWithAddress(page.request);
  const product = await firstProduct(page);
  const added = await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product._id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/cart', { waitUntil: 'networkidle' });
  const proceed = section(page, 'checkout-mfe').getByRole('button', { name: 'Proceed to Checkout' });
  await tabTo(page, proceed);
  await expectFocusVisible(proceed);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  const checkout = section(page, 'checkout-mfe');
  await expect(checkout.getByRole('radio', { name: /Surat/ })).toBeChecked();
  // Online payment is preselected; Tab enters the group on it, and the arrow key moves the choice.
  const online = checkout.getByRole('radio', { name: 'Pay Online' });
  await tabTo(page, online);
  await expectFocusVisible(online);
  await page.keyboard.press('ArrowUp');
  const cash = checkout.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cash).toBeChecked();
  await expectFocusVisible(cash);

  const placeOrder = checkout.getByRole('button', { name: 'Place Order', exact: true });
  await tabTo(page, placeOrder);
  await expectFocusVisible(placeOrder);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Order created successfully!')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
