import { expect, test } from '../fixtures';
import { newShopper, signUpVerified } from '../support/accounts';

test.describe('offers page', () => {
  test('lists the active offers; Copy puts the code on the clipboard and says Copied', async ({ page, context, pageErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpVerified(page.request, newShopper('Asha Patel', 'offers'));
    await page.goto('/offers');
    const section = page.locator('[data-boundary="checkout-mfe"]');
    await expect(section.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    const welcome = section.getByTestId('offer-card').filter({ hasText: 'Welcome Offer' });
    await expect(welcome).toContainText('For all users');
    // The expired festival offer is not listed.
    await expect(section.getByText('DIWALI20')).toHaveCount(0);

    await welcome.getByRole('button', { name: 'Copy WELCOME10' }).click();
    await expect(welcome.getByRole('button', { name: 'Copied WELCOME10' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    await expect(welcome.getByRole('button', { name: 'Copy WELCOME10' })).toHaveText('Copy', { timeout: 4000 });

    const knowMore = welcome.getByRole('button', { name: 'Know More' });
    await knowMore.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Offer' });
    await expect(dialog).toContainText('One coupon per account.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(knowMore).toBeFocused();
    expect(pageErrors).toEqual([]);
  });
});
