import type { Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { newShopper, signUpVerified } from '../support/accounts';
import { addToCart, checkoutSection, fillToStock, productId } from '../support/cart';

function line(page: Page, name: string) {
  return checkoutSection(page)
    .getByTestId('cart-line')
    .filter({ has: page.getByRole('link', { name }) });
}

const BAR = 'Ujjwal Dishwash Bar 200 g';
const CAN = 'Ujjwal Pro Dishwash Liquid 5 L Can';
const GEL = 'Ujjwal Dishwash Gel Lemon 500 ml';

test.describe('cart page', () => {
  test('shows the lines, changes quantities and totals with plus and minus, and warns past the stock', async ({ page, pageErrors }) => {
    await signUpVerified(page.request, newShopper('Asha Patel', 'cart'));
    expect((await addToCart(page.request, await productId(page.request, BAR), 2)).status()).toBe(201);
    const stock = await fillToStock(page.request, await productId(page.request, CAN));

    await page.goto('/cart');
    const section = checkoutSection(page);
    await expect(section.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    const bar = line(page, BAR);
    await expect(bar.getByLabel(`Quantity of ${BAR}`, { exact: true })).toHaveText('2');
    const total = section.getByTestId('summary-total');
    const before = await total.textContent();

    await bar.getByRole('button', { name: `Increase quantity of ${BAR}` }).click();
    await expect(bar.getByLabel(`Quantity of ${BAR}`, { exact: true })).toHaveText('3');
    await expect(total).not.toHaveText(before ?? '');
    await bar.getByRole('button', { name: `Decrease quantity of ${BAR}` }).click();
    await expect(bar.getByLabel(`Quantity of ${BAR}`, { exact: true })).toHaveText('2');
    await expect(total).toHaveText(before ?? '');
    await bar.getByRole('button', { name: `Decrease quantity of ${BAR}` }).click();
    await expect(bar.getByLabel(`Quantity of ${BAR}`, { exact: true })).toHaveText('1');
    await expect(bar.getByRole('button', { name: `Decrease quantity of ${BAR}` })).toBeDisabled();

    const can = line(page, CAN);
    await expect(can.getByLabel(`Quantity of ${CAN}`, { exact: true })).toHaveText(String(stock));
    await can.getByRole('button', { name: `Increase quantity of ${CAN}` }).click();
    await expect(toast(page, `Only ${stock} in stock.`)).toBeVisible();
    await expect(can.getByLabel(`Quantity of ${CAN}`, { exact: true })).toHaveText(String(stock));
    expect(pageErrors).toEqual([]);
  });

  test('a percent coupon lowers the total and removing it brings the original totals back', async ({ page, pageErrors }) => {
    await signUpVerified(page.request, newShopper('Asha Patel', 'coupon'));
    expect((await addToCart(page.request, await productId(page.request, GEL), 3)).status()).toBe(201);

    await page.goto('/cart');
    const section = checkoutSection(page);
    await expect(section.getByRole('heading', { level: 1, name: 'Your Cart (1 item)' })).toBeVisible();
    const total = section.getByTestId('summary-total');
    const subtotal = section.getByTestId('summary-subtotal');
    const originalTotal = (await total.textContent()) ?? '';
    const originalSubtotal = (await subtotal.textContent()) ?? '';

    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Please enter a coupon code')).toBeVisible();
    await section.getByLabel('Coupon code').fill('WELCOME10');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Coupon applied successfully')).toBeVisible();
    await expect(section.getByTestId('summary-coupon')).toHaveText(/^−₹\d/);
    await expect(total).not.toHaveText(originalTotal);
    await expect(section.getByLabel('Coupon code')).toHaveCount(0);

    await section.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expect(toast(page, 'Coupon removed successfully')).toBeVisible();
    await expect(section.getByTestId('summary-coupon')).toHaveCount(0);
    await expect(total).toHaveText(originalTotal);
    await expect(subtotal).toHaveText(originalSubtotal);

    await section.getByLabel('Coupon code').fill('NOSUCHCODE');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Invalid coupon code')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a free-product coupon adds a locked free line', async ({ page, pageErrors }) => {
    await signUpVerified(page.request, newShopper('Asha Patel', 'freebie'));
    // 3 cans are well over the coupon's ₹499 minimum.
    expect((await addToCart(page.request, await productId(page.request, CAN), 3)).status()).toBe(201);

    await page.goto('/cart');
    const section = checkoutSection(page);
    await section.getByLabel('Coupon code').fill('FREEDISH');
    await section.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Coupon applied successfully')).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Free Products' })).toBeVisible();
    const free = section.getByTestId('free-line');
    await expect(free).toHaveCount(1);
    await expect(free).toContainText(BAR);
    await expect(free).toContainText('₹0.00');
    await expect(free).toContainText('100% off');
    await expect(free.getByRole('button')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('Clear Cart asks first, then empties the cart and the header badge shows 0', async ({ page, pageErrors }) => {
    await signUpVerified(page.request, newShopper('Asha Patel', 'clear'));
    expect((await addToCart(page.request, await productId(page.request, BAR), 1)).status()).toBe(201);
    expect((await addToCart(page.request, await productId(page.request, GEL), 1)).status()).toBe(201);

    await page.goto('/cart');
    const section = checkoutSection(page);
    await expect(section.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await section.getByRole('button', { name: 'Clear Cart' }).click();
    const question = page.getByRole('dialog', { name: 'Clear Cart' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(section.getByRole('button', { name: 'Clear Cart' })).toBeFocused();

    await section.getByRole('button', { name: 'Clear Cart' }).click();
    await question.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(toast(page, 'Cart cleared successfully')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expect(section.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');

    // The server holds the empty cart too: a reload shows the same.
    await page.reload();
    await expect(checkoutSection(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
