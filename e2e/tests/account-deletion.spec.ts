import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { newShopper, signUpVerified } from '../support/accounts';
import { signInToBackOffice } from '../support/staff';

const section = (page: Page) => page.locator('[data-boundary="account-mfe"]');

// Decision 033: a shopper asks for deletion, the owner erases the account from the back office, and
// the old address and password no longer sign in.
test('a shopper asks for deletion, the owner processes it in the back office, and the old sign-in is refused', async ({
  browser,
  page,
  pageErrors,
}) => {
  // Two browsers (the shop's and the back office's) and a sign-up: more than one page's worth of time.
  test.setTimeout(90_000);
  const shopper = newShopper('Meera Shah', 'erase');
  await signUpVerified(page.context().request, shopper);
  await page.context().clearCookies();

  await page.goto('/delete-account');
  const form = section(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Account deletion request submitted successfully')).toBeVisible();

  const owner = await signInToBackOffice(browser, 'owner@example.in');
  await owner.getByRole('link', { name: 'Deletion requests' }).click();
  await expect(owner.getByRole('heading', { name: /^Deletion requests/ })).toBeVisible();
  await owner
    .getByRole('button', { name: `Process the request of ${shopper.email}` })
    .first()
    .click();
  const dialog = owner.getByRole('dialog', { name: 'Erase Meera Shah’s account?' });
  await expect(dialog.getByText(/Kept for the GST law: 0 orders/)).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Asked on the delete-account page');
  await dialog.getByRole('button', { name: 'Erase Account' }).click();
  await expect(toast(owner, 'The account is erased; its orders’ tax records are kept.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(owner.getByText(shopper.email)).toHaveCount(0);
  await owner.context().close();

  await page.goto('/signin');
  const signIn = section(page);
  await signIn.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await signIn.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email or password');
  expect(pageErrors).toEqual([]);
});
