import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, toast } from '../fixtures';
import { backofficeUrl } from '../ports';
import { XHR } from '../support/accounts';
import { placeCashOrder } from '../support/orders';
import { moveOrder, signInToBackOffice, staffDesk, staffOrder } from '../support/staff';

// An order after the button: the order desk and the warehouse move it with their own staff accounts
// (seeded outside production) in the back office, on its own origin, and the shopper follows each
// step on /orders. A shopper also cancels a confirmed order themselves.

const accounts = (page: { locator: (selector: string) => import('@playwright/test').Locator }) =>
  page.locator('[data-boundary="account-mfe"]');

/** The newest mail the shop sent to an address, as the development peek reads it (subject and text). */
async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string } | null> {
  const reply = await request.get(`/api/dev/mail/latest?to=${encodeURIComponent(to)}`);
  return reply.ok() ? ((await reply.json()) as { data: { subject: string; text: string } }).data : null;
}

/** Waits for a mail to an address whose subject matches, and answers its text. */
async function mailArrives(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  await expect.poll(async () => (await latestMail(request, to))?.subject ?? '', { timeout: 15_000 }).toMatch(subject);
  return (await latestMail(request, to))?.text ?? '';
}

/** Opens /orders and unfolds the one order. */
async function openOrder(page: import('@playwright/test').Page) {
  await page.goto('/orders');
  const toggle = accounts(page).getByRole('button', { name: /^Order #/ });
  await toggle.click();
  return toggle;
}

/** Finds the order in the back office's list by its number and opens it. */
async function openInBackOffice(staff: Page, orderId: string): Promise<void> {
  const number = orderId.slice(-6);
  await staff.getByRole('textbox', { name: 'Search' }).fill(number);
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByRole('link', { name: number, exact: true }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
}

/** Makes a move from the order's page, filling what its dialog asks. */
async function move(staff: Page, button: string, fill: (dialog: Locator) => Promise<void> = async () => {}): Promise<void> {
  await staff.getByRole('button', { name: button, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `${button}?` });
  await fill(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('the order desk confirms, the warehouse packs, ships and delivers in the back office; the shopper sees each step with its date and the tracking link', async ({
  page,
  browser,
  pageErrors,
}) => {
  // Three staff members sign in, one after the other, beside the shopper: a long journey.
  test.setTimeout(120_000);
  const orderId = await placeCashOrder(page.request);
  const email = ((await (await page.request.get('/api/v1/profile')).json()) as { data: { user: { email: string } } }).data.user.email;
  // Each step is mailed to the shopper; the new order to the order desk.
  await mailArrives(page.request, email, /^We received your order/);
  await mailArrives(page.request, 'orders@example.in', /^New order/);
  let toggle = await openOrder(page);
  await expect(toggle).toContainText('Order placed');
  await expect(accounts(page).getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  const desk = await signInToBackOffice(browser, 'orders@example.in');
  await openInBackOffice(desk, orderId);
  // The order desk confirms; packing is the warehouse's, so its button is not offered here.
  await expect(desk.getByRole('button', { name: 'Mark Packed' })).toHaveCount(0);
  await move(desk, 'Confirm');
  await expect(desk.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await mailArrives(page.request, email, /is confirmed$/);
  await desk.context().close();

  const warehouse = await signInToBackOffice(browser, 'warehouse@example.in');
  await openInBackOffice(warehouse, orderId);
  // No payment details and no refund for the warehouse; the API refuses its refund too.
  await expect(warehouse.getByRole('region', { name: 'Payment' })).toHaveCount(0);
  const refused = await warehouse.request.post(`/api/admin/v1/orders/${orderId}/refunds`, {
    headers: { ...XHR, Origin: backofficeUrl },
    data: { reason: 'Trying' },
  });
  expect(refused.status()).toBe(403);
  await move(warehouse, 'Mark Packed');
  await move(warehouse, 'Ship', async (dialog) => {
    await dialog.getByLabel(/Courier/).selectOption('delhivery');
    await dialog.getByLabel(/Tracking number/).fill('DLV20261127');
  });
  await expect(warehouse.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/DLV20261127',
  );
  expect(await mailArrives(page.request, email, /has shipped$/)).toContain('https://www.delhivery.com/track/package/DLV20261127');

  toggle = await openOrder(page);
  await expect(toggle).toContainText('Shipped');
  const link = accounts(page).getByRole('link', { name: 'Track your parcel' });
  await expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DLV20261127');
  await expect(accounts(page).getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  await move(warehouse, 'Mark Delivered');
  await mailArrives(page.request, email, /was delivered$/);
  const history = warehouse.getByRole('list', { name: 'Order history' }).getByRole('listitem');
  await expect(history).toHaveCount(5);
  await warehouse.context().close();

  toggle = await openOrder(page);
  await expect(toggle).toContainText('Delivered');
  const steps = accounts(page).getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Order placed/, /^Confirmed/, /^Packed/, /^Shipped/, /^Delivered/]);
  // Each step carries its date in India time.
  await expect(steps.first()).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);

  // The owner reads who did what, the warehouse's refused refund included.
  const owner = await signInToBackOffice(browser, 'owner@example.in');
  await owner.getByRole('link', { name: 'Audit log' }).click();
  const refusal = owner.getByRole('row').filter({ hasText: 'warehouse@example.in' }).filter({ hasText: 'Refused' });
  await expect(refusal.first()).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: 'order.shipped' }).first()).toContainText('DLV20261127');
  await owner.context().close();
  expect(pageErrors).toEqual([]);
});

test('a shopper cancels a confirmed order from /orders, after a question, and sees it cancelled', async ({ page }) => {
  const orderId = await placeCashOrder(page.request);
  const desk = await staffDesk('orders@example.in');
  await moveOrder(desk, orderId, 'confirmed');

  await openOrder(page);
  await accounts(page).getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(accounts(page).getByRole('button', { name: /^Order #/ })).toContainText('Cancelled');

  const order = await staffOrder(desk, orderId);
  expect(order.status).toBe('cancelled');
  expect(order.events.at(-1)).toMatchObject({ to: 'cancelled', by: 'Shopper' });
  await desk.dispose();
});
