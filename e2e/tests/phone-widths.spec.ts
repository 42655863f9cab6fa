import { expect, test } from '../fixtures';
import { signUpWithAddress } from '../support/accounts';
import { applyCoupon, checkoutSection, fillWidestCart } from '../support/cart';
import { measureOverflow, PHONE_WIDTHS } from '../support/phone-fit';

// The cart at its widest, at every phone width. Every other route is measured at these widths with
// the rest of its health in every-route.spec.ts.

/** A coupon that adds a free line. */
const FREE_PRODUCT_COUPON = 'FREEDISH';

test.describe('the cart fits a phone', () => {
  test('the cart with a long name, the largest amounts, the coupon box, then a coupon and a free line, fits every phone width', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpWithAddress(page.request);
    await fillWidestCart(page.request);
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
