import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order } from '@shop/shared/contracts';
import { gstinCheckCharacter } from '@shop/shared/validation';
import { expect, test, toast } from '../fixtures';
import { signUpWithAddress } from '../support/accounts';
import { addToCart, checkoutSection, productId } from '../support/cart';
import { downloadInvoice } from '../support/invoice-download';
import { ORDERED_PRODUCT, placePaidOnlineOrder } from '../support/orders';
import { moveOrder, staffDesk } from '../support/staff';

// A buyer for a business: GST details kept on the profile and printed on the invoice of the next
// order. And after delivery: a return asked for with photos, taken back by the warehouse, and the
// online payment given back, which the shopper reads as refunded once the provider confirms it.
// Accounts, carts, payments and staff moves go through the API; what the shopper types, picks and
// reads is done in the browser.

/** A Gujarat (24) registration; its last character is the check character of the first 14. */
const GSTIN_BODY = '24AAKFS4821M1Z';
const GSTIN = `${GSTIN_BODY}${gstinCheckCharacter(GSTIN_BODY)}`;
/** The same GSTIN with one character mistyped: the check character no longer matches. */
const MISTYPED_GSTIN = `${GSTIN_BODY}${gstinCheckCharacter(GSTIN_BODY) === 'X' ? 'Y' : 'X'}`;
const LEGAL_NAME = 'Shree Hari Traders LLP';
const BILLING_ADDRESS = '12 Textile Market, Ring Road, Surat 395002';

/** Two real pictures (one pixel each, amber and blue) and a text file named like one. */
const AMBER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4Wc4GAAODAVdvW79nAAAAAElFTkSuQmCC', 'base64');
const BLUE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNQTX4NAAIkAXSaGkHUAAAAAElFTkSuQmCC', 'base64');
const NOT_A_PICTURE = Buffer.from('Order 1234: two bars, crushed in transit.\n');

const accounts = (page: Page) => page.locator('[data-boundary="account-mfe"]');
const businessPanel = (within: Page | Locator) => within.getByRole('region', { name: 'Business details for GST invoices' });

/** Opens /orders and unfolds its one order; answers the order's row. */
async function unfoldOnlyOrder(page: Page): Promise<Locator> {
  await page.goto('/orders');
  const row = accounts(page).getByTestId('order-row');
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole('button', { name: /^Order #/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return row;
}

/** The shopper's orders as /orders reads them, newest first. */
async function ordersOnFile(request: APIRequestContext): Promise<Order[]> {
  const read = await request.get('/api/v1/order/order-history');
  expect(read.status(), await read.text()).toBe(200);
  return ((await read.json()) as { data: Order[] }).data;
}

/** The business details the API holds for the signed-in shopper. */
async function businessDetailsOnFile(request: APIRequestContext) {
  const read = await request.get('/api/v1/profile/business-details');
  return ((await read.json()) as { data: { gstin: string; legalName: string } }).data;
}

test('a shopper adds business details on /profile (a mistyped GSTIN is refused at its field), orders cash on delivery at /checkout, and the invoice of the packed order is made out to the business', async ({
  page,
  pageErrors,
}) => {
  await signUpWithAddress(page.request);
  expect((await addToCart(page.request, await productId(page.request, ORDERED_PRODUCT), 1)).status()).toBe(201);

  await page.goto('/profile');
  const panel = businessPanel(accounts(page));
  await expect(panel).toContainText('No GSTIN added: invoices are made out to you as an unregistered buyer.');
  await panel.getByRole('button', { name: 'Add Business Details' }).click();
  const gstin = panel.getByLabel('GSTIN', { exact: true });
  await gstin.fill(MISTYPED_GSTIN);
  await panel.getByLabel('Legal name').fill(LEGAL_NAME);
  await panel.getByLabel('Billing address').fill(BILLING_ADDRESS);
  await panel.getByLabel('Billing state').selectOption({ label: 'Gujarat (24)' });
  const save = panel.getByRole('button', { name: 'Save Business Details' });
  await save.click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(/This GSTIN is not valid; please check it for a typing mistake$/);
  await expect(gstin).toBeFocused();
  expect((await businessDetailsOnFile(page.request)).gstin, 'nothing saved').toBe('');

  await gstin.fill(GSTIN);
  await save.click();
  await expect(toast(page, 'Business details saved')).toBeVisible();
  await expect(panel.getByRole('definition')).toHaveText([GSTIN, LEGAL_NAME, BILLING_ADDRESS, 'Gujarat (24)']);
  await expect(panel.getByRole('button', { name: 'Edit Business Details' })).toBeVisible();

  // Checkout shows the same details, so the shopper knows the invoice will carry them.
  await page.goto('/checkout');
  const section = checkoutSection(page);
  await expect(businessPanel(section).getByRole('definition')).toHaveText([GSTIN, LEGAL_NAME, BILLING_ADDRESS, 'Gujarat (24)']);
  await section.getByLabel('Cash on Delivery').check();
  await section.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(toast(page, 'Order created successfully!')).toBeVisible();

  const [placed] = await ordersOnFile(page.request);
  expect(placed?.invoiceNumber).toBeNull();
  const orderId = placed?._id ?? '';
  // The invoice is numbered when the warehouse packs the order.
  const desk = await staffDesk('orders@example.in');
  await moveOrder(desk, orderId, 'confirmed');
  await desk.dispose();
  const warehouse = await staffDesk('warehouse@example.in');
  await moveOrder(warehouse, orderId, 'packed');
  await warehouse.dispose();

  const row = await unfoldOnlyOrder(page);
  await expect(row.getByText(/^Invoice Number: UHC\/\d{4}\/\d+$/)).toBeVisible();
  const invoice = await downloadInvoice(page, row);
  expect(invoice.text).toContain(GSTIN);
  expect(invoice.text).toContain(LEGAL_NAME);
  expect(invoice.text).toContain(BILLING_ADDRESS);
  expect(pageErrors).toEqual([]);
});

test('a shopper asks to return a delivered, paid order with two photos (a file that is no picture is named at its place first); the warehouse takes it back and reads the photos, and /orders shows it refunded once the provider settles the refund', async ({
  page,
  pageErrors,
}) => {
  const orderId = await placePaidOnlineOrder(page.request);
  const warehouse = await staffDesk('warehouse@example.in');
  await moveOrder(warehouse, orderId, 'packed');
  await moveOrder(warehouse, orderId, 'shipped', { courier: 'delhivery', trackingNumber: 'DLV20261203' });
  await moveOrder(warehouse, orderId, 'delivered');

  await page.setViewportSize({ width: 375, height: 812 });
  const row = await unfoldOnlyOrder(page);
  await row.getByRole('button', { name: 'Request Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return this order' });
  await dialog.getByLabel('Why are you returning it?').fill('Two bars arrived crushed and the box was wet.');

  await dialog.getByLabel('Add photos').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: NOT_A_PICTURE });
  const chosen = dialog.getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.first()).toContainText('receipt.png');
  await expect(chosen.first().getByRole('alert')).toHaveText(
    'This file does not open as a picture; remove it and choose a JPEG, PNG or WebP photo.',
  );
  await chosen.first().getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(chosen).toHaveCount(0);

  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'crushed-bars.png', mimeType: 'image/png', buffer: AMBER_PNG },
    { name: 'wet-box.png', mimeType: 'image/png', buffer: BLUE_PNG },
  ]);
  for (const name of ['Preview 1: crushed-bars.png', 'Preview 2: wet-box.png']) {
    // Drawn, not broken: the browser decoded it.
    await expect(dialog.getByRole('img', { name })).toHaveJSProperty('naturalWidth', 1);
  }
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Request Return' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Return requested. We will arrange a pickup and let you know.')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Order #/ })).toContainText('Return requested');

  const requested = row.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').last();
  await expect(requested).toContainText(/^Return requested/);
  await expect(requested).toContainText('2 photos sent:');
  await expect(requested.getByRole('link')).toHaveText(['Photo 1', 'Photo 2']);

  // The warehouse takes the parcel back; staff who read orders open the photos the shopper sent.
  const returned = await moveOrder(warehouse, orderId, 'returned');
  expect(returned.status).toBe('returned');
  expect(returned.returnPhotos).toHaveLength(2);
  const photos: string[] = [];
  for (const photo of returned.returnPhotos) {
    const file = await warehouse.get(photo.url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    photos.push((await file.body()).toString('base64'));
  }
  // Both photos arrive whole, in the order the shopper chose them.
  expect(photos).toEqual([AMBER_PNG, BLUE_PNG].map((png) => png.toString('base64')));
  await warehouse.dispose();

  // Accounts gives the payment back; the sandbox provider reports the refund processed a moment later.
  const accountsDesk = await staffDesk('accounts@example.in');
  const refunded = await accountsDesk.post(`/api/admin/v1/orders/${orderId}/refunds`, { data: { reason: 'Return accepted' } });
  expect(refunded.status(), await refunded.text()).toBe(200);
  expect(((await refunded.json()) as { message: string }).message).toMatch(/sent to the payment provider; it shows as processed once/);
  await accountsDesk.dispose();

  await expect
    .poll(async () => (await ordersOnFile(page.request))[0]?.refunds.map((refund) => refund.status), {
      message: 'the refund as the order history reads it',
      timeout: 15_000,
    })
    .toEqual(['processed']);
  await expect((await unfoldOnlyOrder(page)).getByText('Refunded', { exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
