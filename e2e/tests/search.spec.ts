import { expect, test } from '../fixtures';

test.describe('search overlay', () => {
  test('finds products by name as the shopper types, each result linking to its product', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    await overlay.getByPlaceholder('Search...').fill('dishwash');
    const results = overlay.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText('Weight :');
    await expect(results.first()).toHaveAttribute('href', /^\/product\/.+/);
    const href = await results.first().getAttribute('href');
    await results.first().click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('tolerates a small typo', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    await overlay.getByPlaceholder('Search...').fill('detergnt');
    await expect(overlay.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText(/detergent/i);
  });

  test("says 'No Results Found' for words no product matches", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    await overlay.getByPlaceholder('Search...').fill('zzqx plutonium');
    await expect(overlay.getByText('No Results Found')).toBeVisible();
  });
});
