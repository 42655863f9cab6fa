import { changeCartQuantity } from '@shop/shared/cart';
import {
  cartReplySchema,
  clearCartReplySchema,
  couponQuoteReplySchema,
  idReplySchema,
  updateCartReplySchema,
} from '@shop/shared/contracts';
import { $cart, $toasts, signIn } from '@shop/shared/stores';
import { answer, deferred, inTurn, networkFailure, refusal } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testLine, testProduct, testReplyLine } from '../../app/test-product';
import { CartPage } from './cart-page';

const powder = testProduct({ _id: 'powder', productName: 'Detergent Powder', price: 200 });
const soap = testProduct({ _id: 'soap', productName: 'Bar Soap', price: 50 });
const lines = () => [testLine('l1', powder, 2), testLine('l2', soap, 1)];
const toasts = () => $toasts.get().map((t) => `${t.kind}: ${t.message}`);
const replyLines = () => [testReplyLine('l1', powder, 2), testReplyLine('l2', soap, 1)];
const cartOf = (cart: ReturnType<typeof replyLines>) => ({
  success: true as const,
  message: '',
  data: { cart, freeProducts: [], freeDeliveryAbove: 499 },
});
const cartReply = () => cartOf(replyLines());
// What the server holds once the page changed the cart: the lines as the page's changes left them.
const productOf = (id: string) => (id === soap._id ? soap : powder);
const heldReply = () =>
  cartOf($cart.get().map((line) => testReplyLine(line.id ?? line.product._id, productOf(line.product._id), line.quantity)));
const quantityReply = (quantity: number) => ({
  success: true as const,
  message: '',
  data: { success: true, cartUpdated: true, cart: { _id: 'l1', quantity } },
});
type QuantityReply = ReturnType<typeof quantityReply>;

// Every test's cart: GET cart answers the two lines, and every later read (a cart change has the cart
// read again) the lines as the changes left them; the other calls answer as each test says.
beforeEach(() => {
  answer('GET', 'cart', cartReplySchema, ({ index }) => (index === 0 ? cartReply() : heldReply()));
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
    answer('GET', 'cart', cartReplySchema, inTurn(refusal(500, 'X', 'boom'), cartReply()));
    render(<CartPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch cart items');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart (2 items)' })).toBeTruthy();
  });

  it('sends one quantity request at a time for a line and shows the new quantity', async () => {
    const reply = deferred<QuantityReply>();
    const calls = answer('PUT', 'cart/l1', updateCartReplySchema, () => reply.promise);
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    const plus = row('Detergent Powder').getByRole('button', { name: 'Increase quantity of Detergent Powder' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await waitFor(() => expect(calls.bodies()).toEqual([{ quantity: 1 }]));
    reply.resolve(quantityReply(3));
    await waitFor(() => expect(row('Detergent Powder').getByLabelText('Quantity of Detergent Powder').textContent).toBe('3'));
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹650.00');
    expect(toasts()).toContain('success: Quantity updated successfully');
  });

  it('sends nothing for a line whose product has a change on its way from elsewhere on the site', async () => {
    const reply = deferred<QuantityReply>();
    const calls = answer('PUT', 'cart/l1', updateCartReplySchema, () => reply.promise);
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    // A product card (another tab of the same page, a quick view) changes the same product first.
    const elsewhere = changeCartQuantity('powder', 1);
    await userEvent.click(row('Detergent Powder').getByRole('button', { name: 'Increase quantity of Detergent Powder' }));
    reply.resolve(quantityReply(3));
    await elsewhere;
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(row('Detergent Powder').getByLabelText('Quantity of Detergent Powder').textContent).toBe('3'));
  });

  it('warns at the stock limit and takes the quantity the server set', async () => {
    const data = { cartUpdated: true, cart: { _id: 'l1', quantity: 4 } };
    answer('PUT', 'cart/l1', updateCartReplySchema, refusal(409, 'STOCK_LIMIT', 'Only 4 in stock.', { data }));
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Detergent Powder' }));
    await waitFor(() => expect(toasts()).toContain('warning: Only 4 in stock.'));
    expect(screen.getByLabelText('Quantity of Detergent Powder').textContent).toBe('4');
  });

  it('applies a coupon, shows its prices and free product, and restores the cart when removed', async () => {
    const bottle = testReplyLine('f1', testProduct({ _id: 'bottle', productName: 'Spray Bottle', price: 99 }), 1);
    const quotes = answer('GET', 'coupon/:code', couponQuoteReplySchema, {
      success: true,
      data: { totalCartValue: 477.9, updatedProductsPrice: { powder: 180, soap: 45 }, newFreeProductsAdded: [bottle] },
    });
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(toasts()).toContain('error: Please enter a coupon code');
    await userEvent.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Free Products' })).toBeTruthy();
    expect(quotes.map((call) => call.params.code)).toEqual(['welcome10']);
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
    answer('GET', 'coupon/:code', couponQuoteReplySchema, refusal(404, 'NOT_FOUND', 'Invalid coupon code'));
    render(<CartPage />);
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toContain('error: Invalid coupon code'));
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('NOPE');
  });

  it('removes a line, then clears the cart to the empty state', async () => {
    const removals = answer('DELETE', 'cart/:cartId', idReplySchema, { success: true, data: { _id: 'l2' } });
    const clears = answer('POST', 'cart/clear', clearCartReplySchema, { success: true, data: { cart: [] } });
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bar Soap' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart (1 item)' })).toBeTruthy();
    expect(toasts()).toContain('success: Item removed from cart');
    expect(removals.map((call) => call.params.cartId)).toEqual(['l2']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Clear Cart' })).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(clears).toHaveLength(1);
    expect($cart.get()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('Clear Cart asks first, and Cancel keeps every line and gives focus back to Clear Cart', async () => {
    const clears = answer('POST', 'cart/clear', clearCartReplySchema, { success: true, data: { cart: [] } });
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    const clear = screen.getByRole('button', { name: 'Clear Cart' });
    await userEvent.click(clear);
    const question = screen.getByRole('dialog', { name: 'Clear Cart' });
    expect(question.textContent).toContain('Remove every product and the coupon from your cart?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(clears).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Your Cart (2 items)' })).toBeTruthy();
    expect(document.activeElement).toBe(clear);
  });

  it('keeps the cart when clearing fails', async () => {
    answer('POST', 'cart/clear', clearCartReplySchema, networkFailure());
    render(<CartPage />);
    await screen.findByRole('heading', { name: 'Your Cart (2 items)' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Clear Cart' })).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to clear cart'));
    expect($cart.get()).toHaveLength(2);
  });

  it('removes an applied coupon when a quantity changes, since its quote no longer holds', async () => {
    answer('GET', 'coupon/:code', couponQuoteReplySchema, {
      success: true,
      data: { totalCartValue: 477.9, updatedProductsPrice: { powder: 180, soap: 45 }, newFreeProductsAdded: [] },
    });
    answer('PUT', 'cart/l1', updateCartReplySchema, quantityReply(3));
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
