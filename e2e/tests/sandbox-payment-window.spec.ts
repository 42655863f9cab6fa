import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUpWithAddress, XHR } from '../support/accounts';

// The sandbox provider's checkout script on its own, as a page of another shop would use it:
// the same surface as Razorpay's (constructor, open, handler, modal.ondismiss, on('payment.failed')).

interface ListedProduct {
  _id: string;
  isOutOfStock: boolean;
}

/** A signed-in shopper with one product in the cart and an unpaid online order for it. */
async function unpaidOrder(page: Page) {
  const addressId = await signUpWithAddress(page.request, {
    houseNumber: '4',
    societyName: 'Nilgiri',
    street: 'MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pinCode: '411001',
  });
  const listed = ((await (await page.request.get('/api/v1/product?p=0&l=1000')).json()) as { data: ListedProduct[] }).data;
  const product = listed.find((item) => !item.isOutOfStock);
  await page.request.post('/api/v1/cart', { headers: XHR, data: { productId: product?._id, quantity: 1 } });
  const placed = await page.request.post('/api/v1/order', {
    headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
    data: { addressId, couponCode: null, paymentType: 'razorpay', freeProductStockIgnore: false },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: string; amount: number; key: string; notes: { orderId: string } };
}

/** Opens the window from a button on the page, recording what the script reports back. */
async function openWindow(page: Page, order: Awaited<ReturnType<typeof unpaidOrder>>) {
  await page.goto('/');
  await page.evaluate(async (created) => {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/api/payments/sandbox/checkout.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('script failed'));
      document.head.append(script);
    });
    const events: string[] = [];
    const proofs: unknown[] = [];
    Object.assign(window, { sandboxEvents: events, sandboxProofs: proofs });
    const opener = document.createElement('button');
    opener.textContent = 'Open payment';
    opener.addEventListener('click', () => {
      const Razorpay = (window as unknown as { Razorpay: new (options: object) => { open(): void; on(e: string, f: () => void): unknown } })
        .Razorpay;
      const payment = new Razorpay({
        key: created.key,
        amount: created.amount,
        currency: 'INR',
        order_id: created.id,
        handler: (proof: unknown) => proofs.push(proof),
        modal: { ondismiss: () => events.push('dismissed') },
      });
      payment.on('payment.failed', () => events.push('failed'));
      payment.open();
    });
    document.body.prepend(opener);
  }, order);
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { sandboxEvents: string[] }).sandboxEvents);

test('the sandbox window shows the amount, keeps Tab on its buttons, and Esc dismisses it, returning focus', async ({ page }) => {
  const order = await unpaidOrder(page);
  await openWindow(page, order);
  const opener = page.getByRole('button', { name: 'Open payment' });
  await opener.click();
  const window = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect(window).toContainText(`₹${(order.amount / 100).toFixed(2)}`);
  await expect(window.getByRole('button', { name: 'Pay' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(window.getByRole('button', { name: 'Fail' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(window.getByRole('button', { name: 'Pay' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(window.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  expect(await events(page)).toEqual(['dismissed']);
  await expect(opener).toBeFocused();
});

test('Fail reports payment.failed and dismisses once; Pay hands over a proof the shop verifies', async ({ page }) => {
  const order = await unpaidOrder(page);
  await openWindow(page, order);
  await page.getByRole('button', { name: 'Open payment' }).click();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('dialog', { name: 'Sandbox payment' })).toHaveCount(0);
  expect(await events(page)).toEqual(['failed', 'dismissed']);

  await page.getByRole('button', { name: 'Open payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sandbox payment' })).toHaveCount(0);
  const proof = await page.evaluate(() => (window as unknown as { sandboxProofs: Record<string, string>[] }).sandboxProofs[0]);
  expect(proof).toMatchObject({ razorpay_order_id: order.id, razorpay_payment_id: expect.stringMatching(/^pay_sandbox_/) });
  const verified = await page.request.post('/api/v1/order/verify', { headers: XHR, data: { orderId: order.notes.orderId, ...proof } });
  expect(verified.status(), await verified.text()).toBe(200);
});
