import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUpVerified, XHR } from '../support/accounts';
import { pdfText } from '../support/pdf-text';

// The shopper's session lives in the page's request context, so what the API is told the browser sees.

interface ListedProduct {
  _id: string;
  isOutOfStock: boolean;
}

/** A signed-up shopper with one saved address and the first two products in stock in the cart. */
async function shopperWithCart(page: Page): Promise<void> {
  await signUpVerified(page.request);
  const address = await page.request.post('/api/v1/profile/address', {
    headers: XHR,
    data: {
      houseNumber: '7',
      societyName: 'Sarita Vihar',
      street: 'Ring Road',
      city: 'Surat',
      state: 'Gujarat',
      country: 'India',
      pinCode: '395002',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const listed = ((await (await page.request.get('/api/v1/product?p=0&l=1000')).json()) as { data: ListedProduct[] }).data;
  for (const product of listed.filter((item) => !item.isOutOfStock).slice(0, 2)) {
    expect((await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product._id, quantity: 1 } })).status()).toBe(201);
  }
}

const checkoutSection = (page: Page) => page.locator('[data-boundary="checkout-mfe"]');

test('checkout with cash on delivery from the page: the order is placed, the cart emptied, and /orders shows it', async ({ page }) => {
  await shopperWithCart(page);
  await page.goto('/checkout');
  const section = checkoutSection(page);
  await section.getByText('Cash on Delivery').click();
  await section.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  await expect(page.locator('[data-boundary="account-mfe"]').getByRole('button', { name: /Order #/ })).toHaveCount(1);
});

test('online payment through the sandbox window: Cancel keeps the cart, Pay places the order', async ({ page }) => {
  await shopperWithCart(page);
  await page.goto('/checkout');
  const section = checkoutSection(page);
  const pay = section.getByRole('button', { name: 'Place Order & Pay' });

  await pay.click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Order placement cancelled')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  const cart = await page.request.get('/api/v1/cart', { headers: XHR });
  expect(((await cart.json()) as { data: { cart: unknown[] } }).data.cart).toHaveLength(2);

  await pay.click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  const orders = page.locator('[data-boundary="account-mfe"]');
  await orders
    .getByRole('button', { name: /Order #/ })
    .first()
    .click();
  await expect(orders.getByText('Online Payment')).toBeVisible();
});

test('an order placed with cash on delivery shows on /orders and its invoice downloads as a PDF', async ({ page }) => {
  await signUpVerified(page.request);
  const address = await page.request.post('/api/v1/profile/address', {
    headers: XHR,
    data: {
      houseNumber: '12',
      societyName: 'Shanti Kunj',
      street: 'CG Road',
      city: 'Ahmedabad',
      state: 'Gujarat',
      country: 'India',
      pinCode: '380009',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const listed = ((await (await page.request.get('/api/v1/product?p=0&l=1000')).json()) as { data: ListedProduct[] }).data;
  for (const product of listed.filter((item) => !item.isOutOfStock).slice(0, 2)) {
    const added = await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product._id, quantity: 1 } });
    expect(added.status()).toBe(201);
  }
  const placed = await page.request.post('/api/v1/order', {
    headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
    data: { addressId, couponCode: null, paymentType: 'cod', freeProductStockIgnore: false },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { notes: { orderId: string } } }).data.notes.orderId;

  await page.goto('/orders');
  const orders = page.locator('[data-boundary="account-mfe"]');
  await expect(orders.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const row = orders.getByRole('button', { name: new RegExp(`Order #${orderId.slice(-6)}`) });
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(orders.getByText('Cash on Delivery')).toBeVisible();
  const invoiceNumber = ((await orders.getByText(/Invoice Number:/).textContent()) ?? '').replace('Invoice Number:', '').trim();
  expect(invoiceNumber).toMatch(/^UHC\/\d{4}\/\d+$/);

  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${orderId}.pdf`);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const text = await pdfText(await readFile(path));
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('24AABCU9603R1ZM');
});
