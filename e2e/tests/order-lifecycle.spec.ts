import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { apiUrl } from '../ports';
import { signUpWithAddress, XHR } from '../support/accounts';
import { addToCart, productId } from '../support/cart';

// An order after the button: the order desk and the warehouse move it with their own staff accounts
// (seeded outside production), straight on the API under /api/admin, and the shopper follows each
// step on /orders. A shopper also cancels a confirmed order themselves.

const BAR = 'Ujjwal Dishwash Bar 200 g';
const accounts = (page: { locator: (selector: string) => import('@playwright/test').Locator }) =>
  page.locator('[data-boundary="account-mfe"]');

/** A staff member's session on the admin API, signed in with the seeded password. */
async function staffDesk(email: string): Promise<APIRequestContext> {
  const desk = await playwrightRequest.newContext({ baseURL: apiUrl, extraHTTPHeaders: XHR });
  const signedIn = await desk.post('/api/admin/v1/auth/login', { data: { email, password: 'Staff@123' } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return desk;
}

/** A cash-on-delivery order of one bar, placed through the page's session; answers its id. */
async function placeCashOrder(request: APIRequestContext): Promise<string> {
  const addressId = await signUpWithAddress(request);
  expect((await addToCart(request, await productId(request, BAR), 1)).status()).toBe(201);
  const placed = await request.post('/api/v1/order', {
    headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
    data: { addressId, couponCode: null, paymentType: 'cod', freeProductStockIgnore: false },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { notes: { orderId: string } } }).data.notes.orderId;
}

/** Opens /orders and unfolds the one order. */
async function openOrder(page: import('@playwright/test').Page) {
  await page.goto('/orders');
  const toggle = accounts(page).getByRole('button', { name: /^Order #/ });
  await toggle.click();
  return toggle;
}

test('the order desk confirms, the warehouse packs, ships and delivers; the shopper sees each step with its date and the tracking link', async ({
  page,
  pageErrors,
}) => {
  const orderId = await placeCashOrder(page.request);
  const desk = await staffDesk('orders@example.in');
  const warehouse = await staffDesk('warehouse@example.in');
  const moveBy = async (staff: APIRequestContext, data: Record<string, string>) => {
    const moved = await staff.post(`/api/admin/v1/orders/${orderId}/transitions`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  };

  let toggle = await openOrder(page);
  await expect(toggle).toContainText('Order placed');
  await expect(accounts(page).getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  await moveBy(desk, { to: 'confirmed' });
  // The warehouse may not confirm or refund: its role does not hold those moves.
  expect((await warehouse.post(`/api/admin/v1/orders/${orderId}/refunds`, { data: { reason: 'Trying' } })).status()).toBe(403);
  await moveBy(warehouse, { to: 'packed' });
  await moveBy(warehouse, { to: 'shipped', courier: 'delhivery', trackingNumber: 'DLV20261127' });
  toggle = await openOrder(page);
  await expect(toggle).toContainText('Shipped');
  const link = accounts(page).getByRole('link', { name: 'Track your parcel' });
  await expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DLV20261127');
  await expect(accounts(page).getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  await moveBy(warehouse, { to: 'delivered' });
  toggle = await openOrder(page);
  await expect(toggle).toContainText('Delivered');
  const steps = accounts(page).getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Order placed/, /^Confirmed/, /^Packed/, /^Shipped/, /^Delivered/]);
  // Each step carries its date in India time.
  await expect(steps.first()).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
  expect(pageErrors).toEqual([]);
  await desk.dispose();
  await warehouse.dispose();
});

test('a shopper cancels a confirmed order from /orders, after a question, and sees it cancelled', async ({ page }) => {
  const orderId = await placeCashOrder(page.request);
  const desk = await staffDesk('orders@example.in');
  expect((await desk.post(`/api/admin/v1/orders/${orderId}/transitions`, { data: { to: 'confirmed' } })).status()).toBe(200);

  await openOrder(page);
  await accounts(page).getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(accounts(page).getByRole('button', { name: /^Order #/ })).toContainText('Cancelled');

  const seen = await desk.get(`/api/admin/v1/orders/${orderId}`);
  const order = ((await seen.json()) as { data: { status: string; events: { to: string; by: string }[] } }).data;
  expect(order.status).toBe('cancelled');
  expect(order.events.at(-1)).toMatchObject({ to: 'cancelled', by: 'Shopper' });
  await desk.dispose();
});
