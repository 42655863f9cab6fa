import { expect, test } from '../fixtures';

const footerLinks = [
  ['Home', '/'],
  ['Products', '/shop'],
  ['About Us', '/about'],
  ['Contact Us', '/contact'],
  ['Offers', '/offers'],
  ['Dealership', '/distributorinquiryForm'],
  ['Terms & Conditions', '/termscondition'],
  ['Shipping Policy', '/shippingpolicy'],
  ['Return & Exchange Policy', '/returnandexchange'],
  ['Privacy Policy', '/privacypolicy'],
] as const;

test.describe('site frame', () => {
  test('the header shows the logo, the navigation list, search, account and cart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: /Ujjwal Home Care — home/ })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [title, link] of [
      ['Home', '/'],
      ['Products', '/shop'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Offers', '/offers'],
      ['Wholesaler', '/wholesaler'],
    ] as const) {
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', link);
    }
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*>\s*About/);
  });

  test('on a 360 px phone every header control is on screen and no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/shop', '/signin', '/contact']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, / })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('below 768 px the list moves into a slide-in menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeInViewport();
    // The panel spans the whole screen height, not just the header it is opened from.
    expect((await menu.boundingBox())?.height).toBe(800);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu.getByRole('link', { name: 'Products' })).not.toBeInViewport();
  });

  test('the guest account menu offers Login and Sign Up and closes on an outside click', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Login', 'Sign Up']);
    // A click on the page's content, away from the header (which a scroll could put over main's top edge).
    await page.mouse.click(40, 420);
    await expect(menu).toBeHidden();
  });

  test('search opens over the page, locks scrolling, and Esc closes it and restores the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/termscondition');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    await expect(overlay.getByRole('heading', { name: 'Search Products' })).toBeVisible();
    expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 700 });
    await expect(overlay.getByPlaceholder('Search...')).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the footer holds the tagline, a Gujarat address, phone, e-mail and this year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Exceptional clean, refined ingredients. Crafted for those who notice the details.');
    await expect(footer.locator('address')).toContainText('Gujarat');
    await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('heading', { name: 'Connect With Us' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  });

  test('each footer link leads to its page, followed one after the other', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const [title, link] of footerLinks) {
      await page.locator('footer').getByRole('link', { name: title, exact: true }).click();
      const signInRequired = link === '/offers' || link === '/distributorinquiryForm';
      await expect(page, `the footer link "${title}"`).toHaveURL(new RegExp(`${signInRequired ? '/signin' : link}$`));
    }
  });

  test('a page followed from the footer opens at its top, not scrolling up through itself', async ({ page }) => {
    await page.goto('/privacypolicy');
    const link = page.locator('footer').getByRole('link', { name: 'About Us', exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL(/\/about$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('an unknown address shows a real 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
