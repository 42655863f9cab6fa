import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not on the page');
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The outer box of the page's content: the first element inside the section's boundary. */
function pageFrame(page: Page): Locator {
  return page.locator('main [data-boundary] > *').first();
}

test.describe('look and layout', () => {
  test('every page, and the header above it, share one content width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const edges = new Set<string>();
    for (const path of ['/', '/shop', '/about', '/contact', '/offers', '/signin', '/termscondition']) {
      await page.goto(path);
      const frame = await box(pageFrame(page));
      edges.add(`${Math.round(frame.x)}–${Math.round(frame.x + frame.width)}`);
    }
    const header = await box(page.locator('header > div').first());
    edges.add(`${Math.round(header.x)}–${Math.round(header.x + header.width)}`);
    expect([...edges]).toHaveLength(1);
  });

  test('a first view is painted in the fallback face and fetches the shop’s font, once, from the shop, after its hero', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    let heroLoaded = false;
    let heroLoadedWhenFontAsked: boolean | undefined;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/media/banners/')) heroLoaded = true;
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'font') heroLoadedWhenFontAsked ??= heroLoaded;
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(heroLoadedWhenFontAsked).toBe(true);
    expect(fontRequests).toHaveLength(1);
    expect(new URL(fontRequests[0] ?? '').origin).toBe(new URL(page.url()).origin);
    // No swap on the page already painted: that would lay every line out again.
    await expect(page.locator('html')).toHaveAttribute('data-font-held');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Fallback"/);
  });

  test('the next page moved to, or opened from a shop page, is painted in the shop’s font', async ({ page }) => {
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-font-held');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);

    // A full load of a page opened from this one (a new tab, a reload of a link) paints in the font at once.
    await page.evaluate(() => window.location.assign('/about'));
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-font-held'))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.referrer)).toMatch(/\/contact$/);
  });

  test('a banner’s words and “Shop now” are real and clickable, and on a 360 px phone no control covers them', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await carousel.getByRole('button', { name: 'Pause banners' }).click();
    const slide = carousel.locator('[data-current]');
    const copy = [slide.getByRole('heading'), slide.locator('p').first(), slide.getByRole('link', { name: 'Shop now' })];
    const controls = ['Previous banner', 'Next banner', 'Play banners', 'Show banner 1'].map((name) =>
      carousel.getByRole('button', { name }),
    );
    for (const words of copy) {
      const wordsBox = await box(words);
      for (const control of controls) expect(overlaps(wordsBox, await box(control))).toBe(false);
    }
    await slide.getByRole('link', { name: 'Shop now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('a shopper who jumps to the end of a list of products finds the footer staying where it landed', async ({ page }) => {
    for (const [width, path] of [
      [1280, '/shop'],
      [1280, '/'],
      [375, '/shop'],
      [375, '/'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      // Where the footer's top is on screen in each of the frames after the jump.
      const tops = await page.evaluate(async () => {
        const footer = document.querySelector('footer');
        if (!footer) throw new Error('the page has no footer');
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const seen: number[] = [];
        for (let frame = 0; frame < 12; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          seen.push(Math.round(footer.getBoundingClientRect().top));
        }
        return seen;
      });
      expect(Math.max(...tops) - Math.min(...tops), `${path} at ${width} px: ${tops.join(', ')}`).toBeLessThanOrEqual(2);
    }
  });

  test('on a phone the shop lists two products a row', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/shop');
    const cards = page.locator('main ul > li:has(article)');
    const [first, second, third] = await Promise.all([box(cards.nth(0)), box(cards.nth(1)), box(cards.nth(2))]);
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    expect(third.y).toBeGreaterThan(first.y);
  });
});
