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

test('more results page in as the list is scrolled to its end, and arrow keys reach them', async ({ page }) => {
  // A phone-sized screen, where one page of results is longer than the list.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  await overlay.getByPlaceholder('Search...').fill('ujjwal');
  const results = overlay.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(results).toHaveCount(12);
  await page.getByTestId('search-results-scroller').evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expect(results).toHaveCount(24);

  await overlay.getByPlaceholder('Search...').press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toBeFocused();
  const href = await results.nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(overlay).toBeHidden();
});
