import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { shopUrl } from '../ports';
import { expireAccessToken, latestCode, newShopper, type Shopper, signUpVerified, XHR } from '../support/accounts';

const section = (page: Page) => page.locator('[data-boundary="account-mfe"]');
const home = new RegExp(`^${shopUrl}/$`);

// A mark on the window that only survives if the page is never reloaded.
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { journeyMark?: string }).journeyMark = 'no reload';
  });
}

async function windowMark(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  return page.getByRole('menu');
}

async function expectSignedInMenu(page: Page, fullName: string): Promise<void> {
  const menu = await openAccountMenu(page);
  for (const item of ['Profile', 'Orders', 'Wish List', 'Log Out']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await expect(menu.getByText(`Signed in as ${fullName}`)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Login' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

async function enterCode(page: Page, code: string): Promise<void> {
  await section(page).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function signInWithPassword(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  const form = section(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('sign-in pages', () => {
  test('sign up in the browser, enter the mailed code, and land signed in on the home page without a reload', async ({
    page,
    pageErrors,
  }) => {
    const shopper = newShopper('Asha Patel', 'signup');
    await page.goto('/signup');
    await markWindow(page);
    const form = section(page);
    await form.getByRole('textbox', { name: 'Full name' }).fill(shopper.fullName);
    await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await form.getByRole('textbox', { name: 'Phone number' }).fill(shopper.phoneNumber);
    await expect(form.getByRole('radio', { name: 'Retail Buyer' })).toBeChecked();
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
    await form.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(toast(page, `Hello ${shopper.fullName}, your signup was successful!`)).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(section(page).getByText(shopper.email)).toBeVisible();
    await expect(section(page).getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

    await enterCode(page, await latestCode(page.request, shopper.email, { purpose: 'signup' }));
    await section(page).getByRole('button', { name: 'Verify', exact: true }).click();

    await expect(page).toHaveURL(home);
    await expect(toast(page, 'Welcome, Asha!')).toBeVisible();
    await expectSignedInMenu(page, shopper.fullName);
    expect(await windowMark(page)).toBe('no reload');
    expect(pageErrors).toEqual([]);
  });

  test('log out through the confirm dialog, then sign back in by password and return to the page the guard sent you from', async ({
    page,
    pageErrors,
  }) => {
    const shopper = await signUpVerified(page.request, newShopper('Ravi Mehta', 'relogin'));
    await page.goto('/');
    await markWindow(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog.getByText('Are you sure you want to logout from your account?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect((await openAccountMenu(page)).getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A guest asking for the profile is sent to sign in, and comes back to it afterwards.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await markWindow(page);
    const password = section(page).getByLabel('Password', { exact: true });
    await password.fill(shopper.password);
    await expect(password).toHaveAttribute('type', 'password');
    await section(page).getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await signInWithPassword(page, shopper);

    await expect(section(page).getByText('Welcome back, Ravi!')).toBeVisible();
    await section(page).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expectSignedInMenu(page, shopper.fullName);
    expect(await windowMark(page)).toBe('no reload');
    expect(pageErrors).toEqual([]);
  });

  test('forgot password: mailed code, new password, then only the new password signs in', async ({ page, pageErrors }) => {
    const shopper = await signUpVerified(page.context().request, newShopper('Meera Joshi', 'reset'));
    await page.context().clearCookies();
    await page.goto('/signin');
    await section(page).getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await section(page).getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await section(page).getByRole('button', { name: 'Send OTP' }).click();

    await expect(page).toHaveURL(/\/verifyotp$/);
    await expect(section(page).getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    const code = await latestCode(page.request, shopper.email, { purpose: 'reset' });
    // A pasted code fills all six boxes.
    await section(page).getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect(section(page).getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.slice(5));
    await section(page).getByRole('button', { name: 'Submit OTP' }).click();
    await expect(toast(page, 'OTP verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/newpassword$/);

    const newPassword = 'Fresh@456';
    await section(page).getByLabel('New password', { exact: true }).fill('weakpass');
    await section(page).getByLabel('Confirm password', { exact: true }).fill('weakpass');
    await section(page).getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Invalid password format.')).toBeVisible();
    await section(page).getByLabel('New password', { exact: true }).fill(newPassword);
    await section(page).getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await section(page).getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await expect(section(page).getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await signInWithPassword(page, shopper);
    await expect(section(page).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email or password');
    await signInWithPassword(page, { email: shopper.email, password: newPassword });
    await expect(section(page).getByText('Welcome back, Meera!')).toBeVisible();
    await expect(page).toHaveURL(home);
    await expectSignedInMenu(page, shopper.fullName);
    expect(pageErrors).toEqual([]);
  });

  test('an expired access token is refreshed while completing a profile, and the shopper stays signed in', async ({ page, pageErrors }) => {
    // The demo wholesaler (seeded outside production) has no phone number, so signing in leads to /userverify.
    const wholesaler = { email: 'wholesaler@example.in', password: 'Wholesale@123' };
    await page.goto('/signin');
    await signInWithPassword(page, wholesaler);
    await expect(section(page).getByText('Welcome back, Mehul!')).toBeVisible();
    await expect(page).toHaveURL(/\/userverify$/);
    await expect(section(page).getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();

    await section(page).getByRole('button', { name: 'Save and Continue' }).click();
    await expect(section(page).getByText('Phone number is required')).toBeVisible();
    await expect(section(page).getByText('Choose an account type')).toBeVisible();

    await expireAccessToken(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refreshtoken'));
    await section(page).getByRole('textbox', { name: 'Phone number' }).fill('9824099999');
    await section(page).getByRole('radio', { name: 'Retailer' }).check();
    await section(page).getByRole('button', { name: 'Save and Continue' }).click();

    expect((await refreshed).status()).toBe(200);
    await expect(toast(page, 'Profile Update Successfully')).toBeVisible();
    // A wholesaler stays a wholesaler and goes to the wholesaler inquiry page.
    await expect(page).toHaveURL(/\/wholesaler$/);
    await expectSignedInMenu(page, 'Mehul Traders');
    expect(pageErrors).toEqual([]);
  });

  test('a session the server has ended signs the page out on its next call, and the header follows at once', async ({ page }) => {
    const shopper = await signUpVerified(page.request);
    await page.goto('/shop');
    await expectSignedInMenu(page, shopper.fullName);
    await markWindow(page);

    // Logging out elsewhere (here: straight at the API) leaves this page believing it is signed in.
    expect((await page.request.post('/api/v1/auth/logout', { headers: XHR })).status()).toBe(200);
    await page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: /to wish list$/ })
      .first()
      .click();

    // The API client and the header share one session store, so its sign-out shows without a reload.
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
    expect(await windowMark(page)).toBe('no reload');
  });

  test('a wrong password marks both fields with "Invalid email or password"', async ({ page, pageErrors }) => {
    const shopper = await signUpVerified(page.context().request, newShopper('Kiran Rao', 'wrong'));
    await page.context().clearCookies();
    await page.goto('/signin');
    await signInWithPassword(page, { email: shopper.email, password: 'Wrong@123' });

    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    for (const field of [section(page).getByRole('textbox', { name: 'Email' }), section(page).getByLabel('Password', { exact: true })]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Invalid email or password');
    }
    await expect(page).toHaveURL(/\/signin$/);
    expect(pageErrors).toEqual([]);
  });

  test('sign in with a one-time code instead of the password', async ({ page, pageErrors }) => {
    const shopper = await signUpVerified(page.context().request, newShopper('Nisha Iyer', 'code'));
    await page.context().clearCookies();
    await page.goto('/signin');
    await section(page).getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await section(page).getByRole('button', { name: 'Sign in with a one-time code instead' }).click();

    await expect(page).toHaveURL(/\/verification$/);
    await enterCode(page, await latestCode(page.request, shopper.email, { purpose: 'login' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(home);
    await expectSignedInMenu(page, shopper.fullName);
    expect(pageErrors).toEqual([]);
  });

  test('delete account: form, confirmation screen, then the request, after which the account no longer signs in', async ({
    page,
    pageErrors,
  }) => {
    const shopper = newShopper('Dev Patel', 'delete');
    await signUpVerified(page.context().request, shopper);
    await page.context().clearCookies();
    await page.goto('/delete-account');
    const form = section(page);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'Continue' }).click();

    await expect(form.getByRole('heading', { name: `Delete the account ${shopper.email}?` })).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Confirm' }).click();

    await expect(toast(page, 'Account deletion request submitted successfully')).toBeVisible();
    await expect(form.getByRole('status').getByText('Account deletion request submitted successfully')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');

    await page.goto('/signin');
    await signInWithPassword(page, shopper);
    await expect(section(page).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email or password');
    expect(pageErrors).toEqual([]);
  });

  test('a sign-up with an address already in use answers as any sign-up does, changes nothing, and its owner is told by mail', async ({
    page,
  }) => {
    // The demo retailer's address: an account no other journey touches, whose last code is long past
    // (a sign-up within a minute of the address's last code is asked to wait, taken or not).
    const shopper = { email: 'retailer@example.in', password: 'Retail@123' };
    await page.goto('/signup');
    const form = section(page);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Someone Else');
    await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await form.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('Taken#Address-1');
    await form.getByLabel('Confirm password', { exact: true }).fill('Taken#Address-2');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toast(page, 'Passwords do not match')).toBeVisible();

    // The reply is the one a new address gets, so the page cannot tell a stranger the address is taken.
    await form.getByLabel('Confirm password', { exact: true }).fill('Taken#Address-1');
    await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/verification/);
    await expect
      .poll(async () => {
        const reply = await page.request.get(`/api/dev/mail/latest?to=${encodeURIComponent(shopper.email)}`);
        return reply.ok() ? ((await reply.json()) as { data: { subject: string } }).data.subject : '';
      })
      .toMatch(/^Someone tried to sign up at .* with your e-mail$/);
    // The account is as it was: its own password still signs in, the stranger's does not.
    const signIn = (password: string) =>
      page.request.post('/api/v1/auth/login', { headers: XHR, data: { email: shopper.email, password } });
    expect((await signIn('Taken#Address-1')).status()).toBe(401);
    expect((await signIn(shopper.password)).status()).toBe(200);
  });
});
