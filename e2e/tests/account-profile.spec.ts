import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { newShopper, signUpVerified } from '../support/accounts';

// A real 1×1 PNG, so the browser can decode the stored avatar.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A new shopper signed in through the API with the page's own request context, so the cookies land in the browser. */
async function signUpShopper(page: Page, fullName: string): Promise<string> {
  const shopper = await signUpVerified(page.request, newShopper(fullName, 'profile'));
  return shopper.email;
}

function accountSection(page: Page) {
  return page.locator('[data-boundary="account-mfe"]');
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  return page.getByRole('menu');
}

test.describe('profile, addresses and wish list', () => {
  test('edit the full name and upload an avatar: the header and the profile show them at once, and they are kept', async ({
    page,
    pageErrors,
  }) => {
    const email = await signUpShopper(page, 'Asha Patel');
    await page.goto('/profile');
    const section = accountSection(page);
    await expect(section.getByRole('heading', { level: 1, name: 'Hey Asha' })).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(section.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('9876543210');
    await expect(section.getByRole('textbox', { name: 'Full Name' })).not.toBeEditable();

    await section.getByRole('button', { name: 'Edit Profile' }).click();
    const fullName = section.getByRole('textbox', { name: 'Full Name' });
    await fullName.fill('Meera Joshi');
    await section.getByLabel('Change photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(section.getByRole('img', { name: 'New profile picture (not saved yet)' })).toBeVisible();
    await section.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toast(page, 'Profile Update Successfully')).toBeVisible();
    await expect(section.getByRole('heading', { level: 1, name: 'Hey Meera' })).toBeVisible();
    await expect(fullName).not.toBeEditable();
    const avatar = section.getByRole('img', { name: 'Profile picture of Meera Joshi' });
    await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/avatars\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Signed in as Meera Joshi')).toBeVisible();
    await page.keyboard.press('Escape');

    // Stored, not only shown: a fresh page load reads the same profile back.
    await page.reload();
    await expect(section.getByRole('heading', { level: 1, name: 'Hey Meera' })).toBeVisible();
    await expect
      .poll(() =>
        section.getByRole('img', { name: 'Profile picture of Meera Joshi' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test('add an address with the state and city pickers, refusing a PIN starting with 0, then delete it', async ({ page, pageErrors }) => {
    await signUpShopper(page, 'Ravi Shah');
    await page.goto('/profile');
    const section = accountSection(page);
    await expect(section.getByText('No address saved yet')).toBeVisible();

    await section.getByRole('button', { name: 'Add Address' }).click();
    const form = section.getByRole('form', { name: 'Add a new address' });
    await form.getByRole('textbox', { name: 'Home' }).fill('B-12');
    await form.getByRole('textbox', { name: 'Society Name' }).fill('Shanti Nagar');
    await form.getByRole('textbox', { name: 'Street' }).fill('Station Road');
    const city = form.getByRole('combobox', { name: 'City' });
    await expect(city).toBeDisabled();
    await form.getByRole('combobox', { name: 'State' }).selectOption('Gujarat');
    await expect(city.getByRole('option', { name: 'Surat', exact: true })).toBeAttached();
    await city.selectOption('Surat');
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    const pin = form.getByRole('textbox', { name: 'Pin Code' });
    await pin.pressSequentially('01a2345');
    await expect(pin).toHaveValue('012345');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('Enter a valid 6-digit PIN code')).toBeVisible();
    await expect(pin).toBeFocused();

    await pin.fill('395003');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const saved = section.getByRole('listitem', { name: 'Address 1' });
    await expect(saved).toContainText('B-12, Shanti Nagar');
    await expect(saved).toContainText('Surat, Gujarat 395003');
    await expect(form).toHaveCount(0);

    await page.reload();
    await expect(saved).toContainText('Station Road');
    await saved.getByRole('button', { name: 'Delete Address 1' }).click();
    await page.getByRole('dialog', { name: 'Delete Address 1' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(section.getByText('No address saved yet')).toBeVisible();
    await page.reload();
    await expect(section.getByText('No address saved yet')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a heart pressed on the shop shows the product on the wish list, and removing it there empties it', async ({ page, pageErrors }) => {
    await signUpShopper(page, 'Kiran Desai');
    await page.goto('/shop');
    // The hearts act for a signed-in shopper once the start-up profile load has answered.
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Signed in as Kiran Desai')).toBeVisible();
    await page.keyboard.press('Escape');
    const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const heart = card.getByRole('button', { name: `Add ${name} to wish list` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile/wishlist'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);

    // Through the menu, without reloading, then the page reads the list from the server too.
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Wish List' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const section = accountSection(page);
    await expect(section.getByTestId('wishlist-count')).toHaveText('1 item');
    await expect(section.getByRole('link', { name })).toBeVisible();
    await page.reload();
    await expect(section.getByRole('link', { name })).toBeVisible();

    await section.getByRole('button', { name: `Remove ${name} from wish list` }).click();
    await expect(section.getByRole('heading', { name: 'Your wish list is empty' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    await page.reload();
    await expect(section.getByTestId('wishlist-count')).toHaveText('0 items');
    expect(pageErrors).toEqual([]);
  });

  test("the detail page's Save to Wish List is kept across a reload, and a refused save puts the heart back with a toast", async ({
    page,
    pageErrors,
  }) => {
    await signUpShopper(page, 'Neha Iyer');
    await page.goto('/shop');
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Signed in as Neha Iyer')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Products' }).getByRole('article').nth(1).getByRole('heading').getByRole('link').click();

    const save = page.getByRole('button', { name: 'Save to Wish List' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile/wishlist'));
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.route('**/api/v1/profile/wishlist', (route) =>
      route.fulfill({ status: 503, json: { success: false, errorCode: 'UNAVAILABLE', message: 'Service Unavailable' } }),
    );
    await save.click();
    await expect(toast(page, 'Could not update your wish list. Please try again.')).toBeVisible();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(pageErrors).toEqual([]);
  });
});
