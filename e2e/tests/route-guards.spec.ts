import { expect, test } from '../fixtures';

test('a guest at /profile is sent to /signin, remembering where they were going', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
  const state = await page.evaluate(() => window.history.state?.usr);
  expect(state).toEqual({ from: '/profile' });
});

test('every sign-in-required route sends a guest to /signin', async ({ page }) => {
  for (const path of ['/orders', '/wishlist', '/cart', '/checkout', '/offers', '/distubutor', '/distributorinquiryForm']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
  }
});

test('/distributor redirects to the distributor route', async ({ page }) => {
  await page.goto('/distributor');
  // The distributor route requires sign-in, so a guest ends at /signin coming from /distubutor.
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ from: '/distubutor' });
});
