import { ApiError, request } from '@shop/shared/api-client';
import { changeCartQuantity } from '@shop/shared/cart';
import { $cart, $toasts, signIn } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testLine, testProduct, testReplyLine } from '../../app/test-product';
import { quoteCoupon } from '../api/quote-coupon';
import { CartPage } from './cart-page';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));
vi.mock('../api/quote-coupon', () => ({ quoteCoupon: vi.fn() }));

const powder = testProduct({ _id: 'powder', productName: 'Detergent Powder', price: 200 });
const soap = testProduct({ _id: 'soap', productName: 'Bar Soap', price: 50 });
const lines = () => [testLine('l1', powder, 2), testLine('l2', soap, 1)];
const toasts = () => $toasts.get().map((t) => `${t.kind}: ${t.message}`);
const call = vi.mocked(request);
const ok = (data?: unknown) => ({ success: true, message: '', data });
const cartReply = () =>
  ok({ cart: [testReplyLine('l1', powder, 2), testReplyLine('l2', soap, 1)], freeProducts: [], freeDeliveryAbove: 499 });
const quantityReply = (quantity: number) => ok({ success: true, cartUpdated: true, cart: { _id: 'l1', quantity } });

/** Answers `GET cart` with the two lines; every other call as the test says. */
function api(other: (method: string, endpoint: string) => Promise<unknown> = () => Promise.resolve(ok())) {
  call.mockImplementation(((method: string, endpoint: string) =>
    method === 'GET' && endpoint === 'cart' ? Promise.resolve(cartReply()) : other(method, endpoint)) as typeof request);
}
const sent = (method: string) => call.mock.calls.filter(([m]) => m === method).map(([, endpoint, body]) => [endpoint, body]);

beforeEach(() => {
  call.mockReset();
  api();
  vi.mocked(quoteCoupon).mockReset();
  $cart.set([]);
});

const row = (name: string) => {
  const link = screen.getByRole('link', { name });
  const item = link.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return within(item);
};

describe('CartPage', () => {
  it('loads the cart into the shared store and shows the lines and the summary', async () => {
    render(<CartPage />);
    expect(await screen.findByRole('heading', { name: 'Your Cart (2 items)' })).toBeTruthy();
    expect($cart.get()).toHaveLength(2);
    // 2 × 200 + 50 = 450; GST 18% = 81; total 531
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹450.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹531.00');
    expect(screen.getByTestId('free-delivery-note').textContent).toBe('Add ₹49.00 for free delivery');
    expect(row('Bar Soap').getByText('+ 18% GST')).toBeTruthy();
    expect(row('Bar Soap').getByRole('button', { name: 'Decrease quantity of Bar Soap' })).toHaveProperty('disabled', true);
  });

  it('says the cart could not be read and tries again on Retry', async () => {
    call.mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'X', message: 'boom' }));
    render(<CartPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch cart items');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart (2 items)' })).toBeTruthy();
  });

  it('sends one quantity request at a time for a line and shows the new quantity', async () => {
    let finish: (value: unknown) => void = () => {};
    api(() => new Promise((resolve) => (finish = resolve)));
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    const plus = row('Detergent Powder').getByRole('button', { name: 'Increase quantity of Detergent Powder' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(sent('PUT')).toEqual([['cart/l1', { quantity: 1 }]]);
    finish(quantityReply(3));
    await waitFor(() => expect(row('Detergent Powder').getByLabelText('Quantity of Detergent Powder').textContent).toBe('3'));
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹650.00');
    expect(toasts()).toContain('success: Quantity updated successfully');
  });

  it('sends nothing for a line whose product has a change on its way from elsewhere on the site', async () => {
    let finish: (value: unknown) => void = () => {};
    api(() => new Promise((resolve) => (finish = resolve)));
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    // A product card (another tab of the same page, a quick view) changes the same product first.
    const elsewhere = changeCartQuantity('powder', 1);
    await userEvent.click(row('Detergent Powder').getByRole('button', { name: 'Increase quantity of Detergent Powder' }));
    expect(sent('PUT')).toHaveLength(1);
    finish(quantityReply(3));
    await elsewhere;
    await waitFor(() => expect(row('Detergent Powder').getByLabelText('Quantity of Detergent Powder').textContent).toBe('3'));
  });

  it('warns at the stock limit and takes the quantity the server set', async () => {
    api(() =>
      Promise.reject(
        new ApiError({
          status: 409,
          errorCode: 'STOCK_LIMIT',
          message: 'Only 4 in stock.',
          body: {
            success: false,
            errorCode: 'STOCK_LIMIT',
            message: 'Only 4 in stock.',
            data: { cartUpdated: true, cart: { _id: 'l1', quantity: 4 } },
          },
        }),
      ),
    );
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Detergent Powder' }));
    await waitFor(() => expect(toasts()).toContain('warning: Only 4 in stock.'));
    expect(screen.getByLabelText('Quantity of Detergent Powder').textContent).toBe('4');
  });

  it('applies a coupon, shows its prices and free product, and restores the cart when removed', async () => {
    const bottle = testLine('f1', testProduct({ _id: 'bottle', productName: 'Spray Bottle', price: 99 }), 1);
    vi.mocked(quoteCoupon).mockResolvedValue({
      totalCartValue: 477.9,
      updatedProductsPrice: { powder: 180, soap: 45 },
      newFreeProductsAdded: [bottle],
    });
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(toasts()).toContain('error: Please enter a coupon code');
    await userEvent.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Free Products' })).toBeTruthy();
    expect(quoteCoupon).toHaveBeenCalledWith('welcome10');
    expect(row('Detergent Powder').getByTestId('unit-price').textContent).toBe('₹180.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹477.90');
    expect(screen.getByTestId('summary-coupon').textContent).toBe('−₹53.10');
    expect(screen.getByTestId('free-line').textContent).toContain('100% off');
    expect(screen.queryByLabelText('Coupon code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon welcome10' }));
    expect(toasts()).toContain('success: Coupon removed successfully');
    expect(screen.queryByRole('heading', { name: 'Free Products' })).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹531.00');
    expect($cart.get()).toEqual(lines());
  });

  it("shows the server's refusal of a coupon", async () => {
    vi.mocked(quoteCoupon).mockRejectedValue(
      new ApiError({
        status: 404,
        errorCode: 'NOT_FOUND',
        message: 'Invalid coupon code',
        body: { success: false, message: 'Invalid coupon code' },
      }),
    );
    render(<CartPage />);
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toContain('error: Invalid coupon code'));
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('NOPE');
  });

  it('removes a line, then clears the cart to the empty state', async () => {
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bar Soap' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart (1 item)' })).toBeTruthy();
    expect(toasts()).toContain('success: Item removed from cart');
    expect(sent('DELETE')).toEqual([['cart/l2', undefined]]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Clear Cart' })).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect($cart.get()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('Clear Cart asks first, and Cancel keeps every line and gives focus back to Clear Cart', async () => {
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    const clear = screen.getByRole('button', { name: 'Clear Cart' });
    await userEvent.click(clear);
    const question = screen.getByRole('dialog', { name: 'Clear Cart' });
    expect(question.textContent).toContain('Remove every product and the coupon from your cart?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your Cart (2 items)' })).toBeTruthy();
    expect(document.activeElement).toBe(clear);
  });

  it('keeps the cart when clearing fails', async () => {
    api(() => Promise.reject(new Error('offline')));
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Clear Cart' })).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to clear cart'));
    expect($cart.get()).toHaveLength(2);
  });

  it('removes an applied coupon when a quantity changes, since its quote no longer holds', async () => {
    vi.mocked(quoteCoupon).mockResolvedValue({
      totalCartValue: 477.9,
      updatedProductsPrice: { powder: 180, soap: 45 },
      newFreeProductsAdded: [],
    });
    api(() => Promise.resolve(quantityReply(3)));
    render(<CartPage />);
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('summary-coupon');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Detergent Powder' }));
    await waitFor(() => expect(screen.queryByTestId('summary-coupon')).toBeNull());
    expect(toasts()).toContain('info: Your cart changed, so the coupon was removed. Apply it again for the new total.');
    // 3 × 200 + 50 = 650 at its own prices, + 18% GST
    expect(screen.getByTestId('summary-total').textContent).toBe('₹767.00');
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
  });

  it('hides the coupon box from a shopper who has already used a coupon', async () => {
    signIn({ fullName: 'Asha Patel', email: 'asha@example.in', isAlreadyCouponUsed: true });
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });
});
