import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { apiUrl } from '../ports';
import { signUpWithAddress, XHR } from '../support/accounts';
import { applyCoupon, checkoutSection } from '../support/cart';
import { asInvoiceAmount, downloadInvoice } from '../support/invoice-download';

// Whole checkout journeys as a shopper makes them: products go into the cart from shop cards, the
// coupon is typed into the cart page, and the order is placed with the checkout page's own buttons.
// Only the account and its saved address are made through the API, with the page's request
// context, so the browser holds that session.

const SUPPLIER_GSTIN = '24AABCU9603R1ZT';
/** Open to every account type, no minimum: it applies to a new shopper's first cart. */
const COUPON = 'WELCOME10';

const ordersSection = (page: Page) => page.locator('[data-boundary="account-mfe"]');
const badge = (page: Page) => page.getByTestId('cart-badge');

/** Presses Add To Cart on the first two shop cards that offer it; returns their product names. */
async function addTwoProductsFromShop(page: Page): Promise<string[]> {
  const profile = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile'));
  await page.goto('/shop');
  expect((await profile).status()).toBe(200);
  await expect(badge(page)).toHaveText('0');
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  const names: string[] = [];
  for (const count of ['1', '2']) {
    // A card that was added says Remove Product instead, so the first one offering Add To Cart is a new product.
    const card = cards.filter({ has: page.getByRole('button', { name: 'Add To Cart' }) }).first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(badge(page)).toHaveText(count);
    await expect(
      cards.filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('button', { name: 'Remove Product' }),
    ).toBeVisible();
    names.push(name);
  }
  return names;
}

/** Opens the cart from the header's cart link and waits for its lines. */
async function openCart(page: Page, lines: number): Promise<void> {
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(checkoutSection(page).getByRole('heading', { level: 1, name: `Your Cart (${lines} items)` })).toBeVisible();
}

/** The cart page's lines as 'name × quantity', sorted, as the shopper reads them. */
async function cartLines(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const line of await checkoutSection(page).getByTestId('cart-line').all()) {
    const name = ((await line.getByRole('link').textContent()) ?? '').trim();
    const quantity = await line.getByLabel(`Quantity of ${name}`, { exact: true }).textContent();
    shown.push(`${name} × ${quantity}`);
  }
  return shown.sort();
}

/** The checkout's Order Summary once the delivery quote for the chosen address is in. */
async function checkoutFigures(page: Page): Promise<{ lines: string[]; discount: string | null; total: string }> {
  const section = checkoutSection(page);
  // The shipping figure appears only once the quote is in (a placeholder stands before it).
  await expect(section.getByTestId('summary-shipping')).toHaveText(/^(₹\d|Free$)/);
  const summary = section.getByRole('region', { name: 'Order Summary' });
  const lines = (await summary.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()).sort();
  const discount = section.getByTestId('summary-discount');
  return {
    lines,
    discount: (await discount.count()) > 0 ? ((await discount.textContent()) ?? '').trim() : null,
    total: ((await section.getByTestId('summary-total').textContent()) ?? '').trim(),
  };
}

/** From the cart page to the checkout page, through Proceed to Checkout. */
async function proceedToCheckout(page: Page): Promise<void> {
  await checkoutSection(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkoutSection(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The only order on /orders, unfolded; its folded row shows the order's total. */
async function unfoldOnlyOrder(page: Page): Promise<{ row: Locator; total: string }> {
  const orders = ordersSection(page);
  await expect(orders.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = orders.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole('button', { name: /Order #/ });
  const total = ((await toggle.locator('span').last().textContent()) ?? '').trim();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { row, total };
}

/**
 * The invoice is numbered when the order is packed: the order desk confirms a cash order and the
 * warehouse packs it with their seeded staff accounts on the admin API, as the back office would.
 */
async function packByStaff(orderId: string, steps: readonly ('confirmed' | 'packed')[]): Promise<void> {
  for (const to of steps) {
    const staff = await playwrightRequest.newContext({ baseURL: apiUrl, extraHTTPHeaders: XHR });
    const email = to === 'confirmed' ? 'orders@example.in' : 'warehouse@example.in';
    expect((await staff.post('/api/admin/v1/auth/login', { data: { email, password: 'Staff@123' } })).status()).toBe(200);
    const moved = await staff.post(`/api/admin/v1/orders/${orderId}/transitions`, { data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
    await staff.dispose();
  }
}

/** Before packing the row offers no invoice; after it, /orders shows the number and the download. */
async function packAndUnfold(page: Page, row: Locator, steps: readonly ('confirmed' | 'packed')[]) {
  await expect(row.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
  const orderId = ((await row.getByText(/^Order ID:/).textContent()) ?? '').replace('Order ID:', '').trim();
  await packByStaff(orderId, steps);
  await page.reload();
  return { orderId, ...(await unfoldOnlyOrder(page)) };
}

/** The invoice number an unfolded order row shows. */
async function shownInvoiceNumber(row: Locator): Promise<string> {
  const invoiceNumber = ((await row.getByText(/^Invoice Number:/).textContent()) ?? '').replace('Invoice Number:', '').trim();
  expect(invoiceNumber).toMatch(/^UHC\/\d{4}\/\d+$/);
  return invoiceNumber;
}

/** A signed-in shopper whose two shop-card products are in the cart with the coupon applied, now on /checkout. */
async function toCheckoutWithCoupon(page: Page): Promise<{ cart: string[] }> {
  await signUpWithAddress(page.request);
  await addTwoProductsFromShop(page);
  await openCart(page, 2);
  await applyCoupon(page, COUPON);
  const cart = await cartLines(page);
  await proceedToCheckout(page);
  return { cart };
}

test('cash on delivery from the page with a coupon: /orders shows the order at the checkout total, and once packed its invoice PDF holds the number, GSTIN and discount', async ({
  page,
  pageErrors,
}) => {
  await toCheckoutWithCoupon(page);
  const checkout = await checkoutFigures(page);
  expect(checkout.lines).toHaveLength(2);
  expect(checkout.discount).toMatch(/^−₹\d/);

  const section = checkoutSection(page);
  await section.getByLabel('Cash on Delivery').check();
  await section.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Order created successfully!')).toBeVisible();
  await expect(badge(page)).toHaveText('0');

  const placed = await unfoldOnlyOrder(page);
  expect(placed.total).toBe(checkout.total);
  await expect(placed.row.getByText('Cash on Delivery')).toBeVisible();
  await expect(placed.row.getByText('Item prices include your coupon discount.')).toBeVisible();
  const { row, orderId } = await packAndUnfold(page, placed.row, ['confirmed', 'packed']);
  const invoiceNumber = await shownInvoiceNumber(row);

  const invoice = await downloadInvoice(page, row);
  expect(invoice.filename).toBe(`${orderId}.pdf`);
  expect(invoice.text).toContain(invoiceNumber);
  expect(invoice.text).toContain(SUPPLIER_GSTIN);
  // The coupon is already in the lines' taxable values (before GST), so the invoice notes it rather than subtracting it again.
  expect(invoice.text).toMatch(/Taxable values are after a coupon discount of INR \d[\d,]*\.\d\d\./);
  expect(invoice.text).not.toContain('INR -');
  expect(invoice.text).toContain(`Total ${asInvoiceAmount(checkout.total)}`);
  expect(pageErrors).toEqual([]);
});

test('online payment from the page: Pay in the sandbox window places the order, /orders shows Online Payment with a payment id, and once packed the invoice PDF holds its number, GSTIN and total', async ({
  page,
  pageErrors,
}) => {
  await toCheckoutWithCoupon(page);
  const checkout = await checkoutFigures(page);
  const section = checkoutSection(page);
  await expect(section.getByLabel('Pay Online')).toBeChecked();

  await section.getByRole('button', { name: 'Place Order & Pay' }).click();
  const window = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(window).toContainText(`Sandbox payment of ${checkout.total.replace(/,/g, '')}`);
  await window.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Payment successful! Order placed.')).toBeVisible();
  await expect(badge(page)).toHaveText('0');

  const paid = await unfoldOnlyOrder(page);
  expect(paid.total).toBe(checkout.total);
  await expect(paid.row.getByText('Online Payment')).toBeVisible();
  await expect(paid.row.getByText(/^Payment ID: \S+$/)).toBeVisible();
  const { row } = await packAndUnfold(page, paid.row, ['packed']);
  const invoiceNumber = await shownInvoiceNumber(row);

  const invoice = await downloadInvoice(page, row);
  expect(invoice.text).toContain(invoiceNumber);
  expect(invoice.text).toContain(SUPPLIER_GSTIN);
  expect(invoice.text).toContain(`Total ${asInvoiceAmount(checkout.total)}`);
  expect(pageErrors).toEqual([]);
});

test('Cancel or Fail in the payment window charges nothing: the checkout and the cart stay as they were, the coupon can be applied again, and no order shows', async ({
  page,
  pageErrors,
}) => {
  await signUpWithAddress(page.request);
  const [first] = await addTwoProductsFromShop(page);
  await openCart(page, 2);
  const section = checkoutSection(page);
  await section.getByRole('button', { name: `Increase quantity of ${first}` }).click();
  await expect(section.getByLabel(`Quantity of ${first}`, { exact: true })).toHaveText('2');
  await applyCoupon(page, COUPON);
  const cart = await cartLines(page);
  const couponLine = ((await section.getByTestId('summary-coupon').textContent()) ?? '').trim();
  await proceedToCheckout(page);
  const before = await checkoutFigures(page);
  expect(before.discount).toMatch(/^−₹\d/);
  const pay = section.getByRole('button', { name: 'Place Order & Pay' });
  const window = page.getByRole('dialog', { name: 'Sandbox payment' });

  await pay.click();
  await window.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(window).toHaveCount(0);
  await expect(toast(page, 'Order placement cancelled')).toBeVisible();
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await checkoutFigures(page)).toEqual(before);
  await expect(badge(page)).toHaveText('2');

  // Wait for that toast to go, so the next one is Fail's own. A second try after Cancel must open the window again.
  await expect(toast(page, 'Order placement cancelled')).toHaveCount(0);
  await pay.click();
  await window.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(window.getByRole('status')).toHaveText('Payment failed');
  await expect(window).toHaveCount(0);
  await expect(toast(page, 'Order placement cancelled')).toBeVisible();
  await expect(pay).toBeEnabled();
  expect(await checkoutFigures(page)).toEqual(before);

  await section.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(section.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
  expect(await cartLines(page)).toEqual(cart);
  // After a reload the lines and the coupon box come from the server's cart and profile: the coupon was not used up.
  await page.reload();
  await expect(section.getByRole('heading', { level: 1, name: 'Your Cart (2 items)' })).toBeVisible();
  expect(await cartLines(page)).toEqual(cart);
  await applyCoupon(page, COUPON);
  await expect(section.getByTestId('summary-coupon')).toHaveText(couponLine);

  await page.goto('/orders');
  await expect(ordersSection(page).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(ordersSection(page).getByTestId('order-row')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('Free Products Unavailable: focus is in the dialog and stays there on Tab, Esc is Cancel and gives focus back to Place Order, Continue places the order', async ({
  page,
  pageErrors,
}) => {
  // A free product running out between the cart and the order is a race the page cannot set up,
  // so the server's refusal is answered in its place twice; the third order goes to the server.
  let refusals = 0;
  await page.route('**/api/v1/order', async (route) => {
    if (route.request().method() !== 'POST' || refusals >= 2) return route.fallback();
    refusals += 1;
    await route.fulfill({
      status: 409,
      json: {
        success: false,
        errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER',
        message: 'The free product of this coupon is out of stock',
        data: { freeProductsStockIsOver: true },
      },
    });
  });
  await signUpWithAddress(page.request);
  await addTwoProductsFromShop(page);
  await openCart(page, 2);
  await proceedToCheckout(page);
  await checkoutFigures(page);
  const section = checkoutSection(page);
  await section.getByLabel('Cash on Delivery').check();
  const placeOrder = section.getByRole('button', { name: 'Place Order', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Free Products Unavailable' });

  await placeOrder.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    // Everything behind a modal dialog is inert: focus is inside it or, for a moment, nowhere in the page.
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(placeOrder).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(badge(page)).toHaveText('2');

  await placeOrder.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(badge(page)).toHaveText('0');
  await expect(ordersSection(page).getByTestId('order-row')).toHaveCount(1);
  expect(refusals).toBe(2);
  expect(pageErrors).toEqual([]);
});
