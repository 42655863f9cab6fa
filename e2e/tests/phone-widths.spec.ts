import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUpWithAddress } from '../support/accounts';
import { addToCart, applyCoupon, checkoutSection, fillToStock, productId } from '../support/cart';
import { firstProduct, guestOnlyRoutes, publicRoutes, signedInRoutes } from '../support/routes';

// Every route at the phone widths shoppers have: the document must never be wider than the screen.
// Intended sideways scrollers (banners, category chips, a gallery) scroll inside themselves, so
// they never widen the document; anything that does is cut off at the right edge on a phone.

const PHONE_WIDTHS = [320, 360, 375, 414] as const;

/** The longest name in the catalogue, the dearest product filled to its stock, and a coupon that adds a free line. */
const LONG_NAME = 'Ujjwal Matic Front Load Detergent Powder 1 kg';
const DEAREST = 'Ujjwal Pro Detergent Powder 25 kg Bag';
const FREE_PRODUCT_COUPON = 'FREEDISH';

interface Overflow {
  /** How many pixels the document is wider than the screen. */
  pixels: number;
  /** The outermost elements that reach past the screen's right edge without a scroller around them. */
  culprits: string[];
}

/** Measures the page as laid out now; the culprits are only looked for when the document is too wide. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pixels = document.documentElement.scrollWidth - width;
    if (pixels <= 0) return { pixels, culprits: [] };
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !scrollsInside(element),
    );
    const outermost = outside.filter((element) => !outside.some((other) => other !== element && other.contains(element)));
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right=${Math.round(element.getBoundingClientRect().right)}`;
    return { pixels, culprits: outermost.slice(0, 3).map(describe) };
  });
}

/** Lets the page lay itself out again after the window changed size (a resize runs before the next frames). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Opens every path at the narrowest width, then widens the window through the other phone widths
 * (the layout follows the window as it would on a phone turned or a browser resized), and answers
 * the views that were wider than the screen.
 */
async function overflowingViews(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    for (const width of PHONE_WIDTHS) {
      if (width !== PHONE_WIDTHS[0]) {
        await page.setViewportSize({ width, height: 740 });
        await nextFrames(page);
      }
      const overflow = await measureOverflow(page);
      if (overflow.pixels > 0) found.push(`${path} at ${width} px: ${overflow.pixels} px too wide; ${overflow.culprits.join('; ')}`);
    }
  }
  return found;
}

test.describe('every page fits a phone', () => {
  test('signed out, no route is wider than a 320–414 px screen', async ({ page }) => {
    test.setTimeout(180_000);
    const product = await firstProduct(page);
    const paths = [...publicRoutes, product.path, ...guestOnlyRoutes, ...signedInRoutes];
    expect(await overflowingViews(page, paths)).toEqual([]);
  });

  test('signed in with a cart and an address, no route is wider than a 320–414 px screen', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpWithAddress(page.request);
    expect((await addToCart(page.request, await productId(page.request, LONG_NAME), 1)).status()).toBe(201);
    await fillToStock(page.request, await productId(page.request, DEAREST));
    const product = await firstProduct(page);
    expect(await overflowingViews(page, [...publicRoutes, product.path, ...signedInRoutes])).toEqual([]);
  });

  test('the cart with a long name, the largest amounts, the coupon box, then a coupon and a free line, fits every phone width', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpWithAddress(page.request);
    expect((await addToCart(page.request, await productId(page.request, LONG_NAME), 1)).status()).toBe(201);
    await fillToStock(page.request, await productId(page.request, DEAREST));
    const found: string[] = [];
    const check = async (state: string, width: number) => {
      const overflow = await measureOverflow(page);
      if (overflow.pixels > 0) found.push(`/cart ${state} at ${width} px: ${overflow.pixels} px too wide; ${overflow.culprits.join('; ')}`);
    };
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/cart');
      await expect(checkoutSection(page).getByLabel('Coupon code')).toBeVisible();
      await check('with the coupon box', width);
      // The coupon is a quote kept in the page, so it is applied again after each load.
      await applyCoupon(page, FREE_PRODUCT_COUPON);
      await expect(checkoutSection(page).getByTestId('free-line')).toHaveCount(1);
      await check('with a coupon and a free line', width);
    }
    expect(found).toEqual([]);
  });
});
