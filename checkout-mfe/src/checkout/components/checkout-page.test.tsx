import { ApiError } from '@shop/shared/api-client';
import { fetchCart } from '@shop/shared/cart';
import { bindNavigator } from '@shop/shared/navigation';
import { $cart, $toasts, clearToasts, replaceCart } from '@shop/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testLine, testProduct } from '../../app/test-product';
import { cancelOrder } from '../api/cancel-order';
import { createOrder } from '../api/create-order';
import { fetchAddresses } from '../api/fetch-addresses';
import { fetchPaymentTypes } from '../api/fetch-payment-types';
import { fetchShipping } from '../api/fetch-shipping';
import { verifyPayment } from '../api/verify-payment';
import { CheckoutPage } from './checkout-page';

vi.mock('@shop/shared/cart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/cart')>()),
  fetchCart: vi.fn(),
}));
vi.mock('../api/fetch-addresses', () => ({ fetchAddresses: vi.fn() }));
// The business-details panel has its own tests.
vi.mock('@shop/shared/business', () => ({ BusinessDetailsPanel: () => null }));
vi.mock('../api/fetch-payment-types', () => ({ fetchPaymentTypes: vi.fn() }));
vi.mock('../api/fetch-shipping', () => ({ fetchShipping: vi.fn() }));
vi.mock('../api/create-order', () => ({ createOrder: vi.fn() }));
vi.mock('../api/verify-payment', () => ({ verifyPayment: vi.fn() }));
vi.mock('../api/cancel-order', () => ({ cancelOrder: vi.fn(() => Promise.resolve()) }));

const navigateSpy = vi.fn();
const order = vi.mocked(createOrder);
const address = (id: string, city: string) => ({
  _id: id,
  houseNumber: '1',
  societyName: 'Kunj',
  street: 'Road',
  city,
  state: 'Gujarat',
  country: 'India',
  pinCode: '380001',
});
const messages = () => $toasts.get().map((item) => item.message);
const codReply = {
  success: true as const,
  message: 'Order created successfully!',
  data: { id: null, amount: 1, notes: { orderId: 'o1' } },
};

beforeEach(() => {
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
  vi.mocked(fetchCart).mockImplementation(async () => {
    // A placed order empties the cart on the server.
    const placed = order.mock.results.some((result) => result.type === 'return');
    const cart = placed ? [] : [testLine('l1', testProduct(), 2)];
    replaceCart(cart);
    return { cart, freeProducts: [], freeDeliveryAbove: 499 };
  });
  vi.mocked(fetchAddresses).mockResolvedValue([address('a1', 'Ahmedabad'), address('a2', 'Surat')]);
  vi.mocked(fetchShipping)
    .mockReset()
    .mockResolvedValue({ distance: 10, perKmPrice: 2, finalPrice: 50, platformFees: 10, freeDeliveryAbove: 499 });
  vi.mocked(fetchPaymentTypes).mockReset().mockResolvedValue(['cod', 'razorpay']);
  order.mockReset();
  vi.mocked(verifyPayment).mockReset();
});

async function ready() {
  render(<CheckoutPage />);
  await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toContain('532.00'));
  await waitFor(() => expect(screen.getByLabelText('Cash on Delivery')).toBeTruthy());
}

describe('CheckoutPage', () => {
  it('chooses the first address, pays online by default and quotes again for another address', async () => {
    await ready();
    expect(vi.mocked(fetchShipping)).toHaveBeenCalledWith('a1');
    expect(screen.getByRole('button', { name: 'Place Order & Pay' })).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/Surat/));
    await waitFor(() => expect(vi.mocked(fetchShipping)).toHaveBeenCalledWith('a2'));
  });

  it('shows the delivery charge as being worked out, and keeps Place Order off, until the quote is in', async () => {
    let quote: (value: Awaited<ReturnType<typeof fetchShipping>>) => void = () => {};
    vi.mocked(fetchShipping).mockImplementation(() => new Promise((resolve) => (quote = resolve)));
    render(<CheckoutPage />);
    await waitFor(() => expect(vi.mocked(fetchShipping)).toHaveBeenCalledWith('a1'));
    await waitFor(() => expect(screen.getByLabelText('Cash on Delivery')).toBeTruthy());
    expect(screen.getAllByRole('status', { name: 'Working out the delivery charge' })).toHaveLength(3);
    expect(screen.queryByTestId('summary-shipping')).toBeNull();
    expect(screen.queryByTestId('summary-total')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order & Pay' })).toHaveProperty('disabled', true);
    quote({ distance: 10, perKmPrice: 2, finalPrice: 50, platformFees: 10, freeDeliveryAbove: 499 });
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('₹532.00'));
    expect(screen.getByTestId('summary-shipping').textContent).toBe('₹50.00');
    expect(screen.getByRole('button', { name: 'Place Order & Pay' })).toHaveProperty('disabled', false);
  });

  it('keeps Place Order off and asks for an address when none is saved', async () => {
    vi.mocked(fetchAddresses).mockResolvedValue([]);
    render(<CheckoutPage />);
    expect(await screen.findByText('Add a delivery address to see the delivery charge and place the order.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Cash on Delivery')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Place Order & Pay' })).toHaveProperty('disabled', true);
    expect(vi.mocked(fetchShipping)).not.toHaveBeenCalled();
  });

  it('shows free delivery as Free', async () => {
    vi.mocked(fetchShipping).mockResolvedValue({ distance: 10, perKmPrice: 2, finalPrice: 0, platformFees: 10, freeDeliveryAbove: 499 });
    render(<CheckoutPage />);
    await waitFor(() => expect(screen.getByTestId('summary-shipping').textContent).toBe('Free'));
    expect(screen.getByTestId('summary-total').textContent).toBe('₹482.00');
  });

  it('offers cash on delivery alone when the shop takes no online payment, and places the order with it', async () => {
    vi.mocked(fetchPaymentTypes).mockResolvedValue(['cod']);
    order.mockResolvedValue(codReply);
    await ready();
    expect(screen.queryByLabelText('Pay Online')).toBeNull();
    expect((screen.getByLabelText('Cash on Delivery') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/orders', undefined));
    expect(order.mock.calls[0]?.[0].paymentType).toBe('cod');
  });

  it('shows both payment methods when the payment types cannot be read', async () => {
    vi.mocked(fetchPaymentTypes).mockRejectedValue(new ApiError({ status: 0, errorCode: 'NETWORK', message: 'offline' }));
    await ready();
    expect(screen.getByLabelText('Pay Online')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order & Pay' })).toBeTruthy();
  });

  it('places one cash-on-delivery order on a double click, empties the cart and opens the orders', async () => {
    order.mockResolvedValue(codReply);
    await ready();
    await userEvent.click(screen.getByLabelText('Cash on Delivery'));
    const button = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/orders', undefined));
    expect(order).toHaveBeenCalledTimes(1);
    expect(order.mock.calls[0]?.[0]).toEqual({
      addressId: 'a1',
      couponCode: null,
      paymentType: 'cod',
      freeProductStockIgnore: false,
    });
    expect(messages()).toContain('Order created successfully!');
    expect($cart.get()).toEqual([]);
  });

  it('asks about free products out of stock and resends with a new key on Continue', async () => {
    order
      .mockRejectedValueOnce(new ApiError({ status: 409, errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER', message: 'over' }))
      .mockResolvedValueOnce(codReply);
    await ready();
    await userEvent.click(screen.getByLabelText('Cash on Delivery'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free Products Unavailable' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/orders', undefined));
    expect(order.mock.calls[1]?.[0].freeProductStockIgnore).toBe(true);
    expect(order.mock.calls[1]?.[1]).not.toBe(order.mock.calls[0]?.[1]);
  });

  it('closes the free-products question on Cancel without ordering', async () => {
    order.mockRejectedValueOnce(new ApiError({ status: 409, errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER', message: 'over' }));
    await ready();
    await userEvent.click(screen.getByLabelText('Cash on Delivery'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(order).toHaveBeenCalledTimes(1);
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('opens the payment window, verifies the payment and opens the orders', async () => {
    let options: { handler: (proof: object) => void; modal: { ondismiss: () => void } } | undefined;
    const open = vi.fn();
    (window as { Razorpay?: unknown }).Razorpay = vi.fn(function (this: unknown, given: typeof options) {
      options = given;
      return { open };
    });
    order.mockResolvedValue({
      success: true,
      message: '',
      data: { id: 'order_x', amount: 53200, currency: 'INR', key: 'rzp_test', notes: { orderId: 'o9' } },
    });
    vi.mocked(verifyPayment).mockResolvedValue({ success: true, message: 'ok', data: { orderId: 'o9' } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order & Pay' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    options?.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_x', razorpay_signature: 's' });
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/orders', undefined));
    expect(vi.mocked(verifyPayment)).toHaveBeenCalledWith('o9', expect.objectContaining({ razorpay_payment_id: 'pay_1' }));
    expect(messages()).toEqual(expect.arrayContaining(['Verifying payment...', 'Payment successful! Order placed.']));
  });

  it('says the order was cancelled when the payment window is dismissed, and gives its held stock back', async () => {
    let dismiss: (() => void) | undefined;
    (window as { Razorpay?: unknown }).Razorpay = vi.fn(function (this: unknown, given: { modal: { ondismiss: () => void } }) {
      dismiss = given.modal.ondismiss;
      return { open: vi.fn() };
    });
    order.mockResolvedValue({
      success: true,
      message: '',
      data: { id: 'order_x', amount: 53200, currency: 'INR', key: 'rzp_test', notes: { orderId: 'o9' } },
    });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order & Pay' }));
    await waitFor(() => expect(dismiss).toBeDefined());
    dismiss?.();
    await waitFor(() => expect(messages()).toContain('Order placement cancelled'));
    expect(vi.mocked(cancelOrder)).toHaveBeenCalledWith('o9');
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});
