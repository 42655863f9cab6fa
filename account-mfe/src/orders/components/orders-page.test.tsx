import { type Order, orderIdReplySchema, ordersReplySchema, rateProductReplySchema } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { answer, deferred, HttpResponse, http, inTurn, network, refusal, shopApiUrl } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history, testOrder } from '../model/order-fixture';
import { OrdersPage } from './orders-page';

/** The order history answers these orders to every read; returns the reads. */
const historyOf = (...orders: Order[]) => answer('GET', 'order/order-history', ordersReplySchema, history(...orders));
/** The invoice is a PDF, not a JSON reply with a contract: answered as a file; returns the order ids asked for. */
function invoiceAnswers(reply: () => Response): string[] {
  const asked: string[] = [];
  network.use(
    http.get(shopApiUrl('order/invoice/:orderId'), ({ params }) => {
      asked.push(String(params.orderId));
      return reply();
    }),
  );
  return asked;
}

const returnRequested = {
  success: true as const,
  message: 'Return requested. We will arrange a pickup and let you know.',
  data: { orderId: 'ord-0000-abc123' },
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

describe('OrdersPage', () => {
  it('shows the error with Try Again, which loads again', async () => {
    answer(
      'GET',
      'order/order-history',
      ordersReplySchema,
      inTurn(refusal(500, 'INTERNAL', 'Internal Server Error'), history(testOrder())),
    );
    render(<OrdersPage />);
    expect(await screen.findByText('Failed to load orders. Please try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Order #abc123/)).toBeTruthy();
  });

  it('shows the empty state leading to the shop', async () => {
    historyOf();
    render(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/shop');
  });

  it('unfolds a row to its details and downloads the invoice', async () => {
    historyOf(testOrder({ refunded: true }));
    const invoice = invoiceAnswers(() => new HttpResponse(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } }));
    render(<OrdersPage />);
    const toggle = await screen.findByRole('button', { name: /Order #abc123/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Download Invoice')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const row = screen.getByTestId('order-row');
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).getByText('Cash on Delivery')).toBeTruthy();
    expect(within(row).getByText(/UHC\/2627\/000001/)).toBeTruthy();
    expect(within(row).getByText(/ord-0000-abc123/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View Product' }).getAttribute('href')).toBe('/product/p1');
    await userEvent.click(within(row).getByRole('button', { name: 'Download Invoice' }));
    await vi.waitFor(() => expect(invoice).toEqual(['ord-0000-abc123']));
    expect($toasts.get().map((t) => t.message)).toContain('Invoice download strated');
  });

  it('offers no invoice without an invoice number and reports a failed download', async () => {
    historyOf(testOrder({ invoiceNumber: null }), testOrder({ _id: 'ord-2-zzz999' }));
    const invoice = invoiceAnswers(() => refusal(500, 'INTERNAL', 'Internal Server Error'));
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    await userEvent.click(screen.getByRole('button', { name: /Order #zzz999/ }));
    const buttons = screen.getAllByRole('button', { name: 'Download Invoice' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect($toasts.get().map((t) => t.message)).toContain('Something went wronge.');
    expect(invoice).toEqual(['ord-2-zzz999']);
  });

  it('shows where the order is, its timeline in India time and the tracking link once shipped', async () => {
    historyOf(
      testOrder({
        status: 'shipped',
        events: [
          { status: 'placed', at: '2026-11-22T04:00:00.000Z' },
          { status: 'confirmed', at: '2026-11-22T06:00:00.000Z' },
          { status: 'packed', at: '2026-11-23T05:00:00.000Z' },
          { status: 'shipped', at: '2026-11-23T12:45:00.000Z' },
        ],
        tracking: { courier: 'Delhivery', number: 'DLV123456789', url: 'https://www.delhivery.com/track/package/DLV123456789' },
      }),
    );
    render(<OrdersPage />);
    const toggle = await screen.findByRole('button', { name: /Order #abc123/ });
    expect(toggle.textContent).toContain('Shipped');
    await userEvent.click(toggle);
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Order placed.*22 November 2026.*9:30/),
      expect.stringMatching(/^Confirmed.*22 November 2026.*11:30/),
      expect.stringMatching(/^Packed.*23 November 2026.*10:30/),
      expect.stringMatching(/^Shipped.*23 November 2026.*6:15/),
    ]);
    const link = screen.getByRole('link', { name: 'Track your parcel' });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DLV123456789');
    expect(screen.getByText(/Delhivery, tracking number DLV123456789/)).toBeTruthy();
    // A shipped order can no longer be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('cancels a confirmed order after asking, then shows it cancelled', async () => {
    answer(
      'GET',
      'order/order-history',
      ordersReplySchema,
      inTurn(
        history(testOrder({ status: 'confirmed', events: [{ status: 'placed', at: '2026-11-22T04:00:00.000Z' }] })),
        history(testOrder({ status: 'cancelled' })),
      ),
    );
    const cancel = answer('POST', 'order/cancel', orderIdReplySchema, {
      success: true,
      message: 'Order cancelled',
      data: { orderId: 'ord-0000-abc123' },
    });
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(cancel).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(cancel.bodies()).toEqual([{ orderId: 'ord-0000-abc123' }]);
    expect($toasts.get().map((t) => t.message)).toContain('Order cancelled');
  });

  it('says why when the shop refuses the cancellation (the order was packed meanwhile), and reads the orders again', async () => {
    const reads = historyOf(testOrder({ status: 'placed' }));
    answer(
      'POST',
      'order/cancel',
      orderIdReplySchema,
      refusal(409, 'ORDER_STATE', 'This order is packed, so it cannot be moved to cancelled.'),
    );
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    await vi.waitFor(() =>
      expect($toasts.get().map((t) => t.message)).toContain('This order is packed, so it cannot be moved to cancelled.'),
    );
    // The orders are read again once the refusal is shown, not necessarily in the same tick.
    await vi.waitFor(() => expect(reads).toHaveLength(2));
  });

  it('asks why a recently delivered order goes back, refuses an empty reason, sends it and reads the orders again', async () => {
    const delivered = new Date(Date.now() - 2 * 86_400_000).toISOString();
    answer(
      'GET',
      'order/order-history',
      ordersReplySchema,
      inTurn(
        history(testOrder({ status: 'delivered', events: [{ status: 'delivered', at: delivered }] })),
        history(testOrder({ status: 'return_requested', events: [{ status: 'return_requested', at: delivered }] })),
      ),
    );
    const returns = answer('POST', 'order/return', orderIdReplySchema, returnRequested);
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Request Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    expect(await within(dialog).findByText('Please tell us why you are returning the order.')).toBeTruthy();
    expect(returns).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Why are you returning it/), 'The bars were crushed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await vi.waitFor(() => expect(returns.bodies()).toEqual([{ orderId: 'ord-0000-abc123', reason: 'The bars were crushed' }]));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Order #abc123/ }).textContent).toContain('Return requested'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the order the shopper acted on unfolded while the orders are read again, so its new step shows in place', async () => {
    const delivered = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const reread = deferred<ReturnType<typeof history>>();
    const reads = answer('GET', 'order/order-history', ordersReplySchema, ({ index }) =>
      index === 0 ? history(testOrder({ status: 'delivered', events: [{ status: 'delivered', at: delivered }] })) : reread.promise,
    );
    answer('POST', 'order/return', orderIdReplySchema, returnRequested);
    render(<OrdersPage />);
    const toggle = await screen.findByRole('button', { name: /Order #abc123/ });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Request Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return this order' });
    await userEvent.type(within(dialog).getByLabelText(/Why are you returning it/), 'The bars were crushed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    // While the orders are read again, the list stays as it was rather than giving way to a skeleton.
    expect(screen.queryByRole('status', { name: 'Loading your orders…' })).toBeNull();
    expect(screen.getByRole('button', { name: /Order #abc123/ }).getAttribute('aria-expanded')).toBe('true');
    reread.resolve(
      history(
        testOrder({
          status: 'return_requested',
          events: [
            { status: 'delivered', at: delivered },
            { status: 'return_requested', at: new Date().toISOString() },
          ],
        }),
      ),
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Order #abc123/ }).textContent).toContain('Return requested'));
    expect(screen.getByRole('button', { name: /Order #abc123/ }).getAttribute('aria-expanded')).toBe('true');
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toMatch(/^Return requested/);
    expect(screen.queryByRole('button', { name: 'Request Return' })).toBeNull();
  });

  it('shows on the timeline that photos were sent with the return request, each opening full size', async () => {
    const photos = ['/api/v1/order/return-photos/ord-0000-abc123/aa.png', '/api/v1/order/return-photos/ord-0000-abc123/bb.jpg'];
    historyOf(
      testOrder({
        status: 'return_requested',
        events: [
          { status: 'delivered', at: '2026-11-24T09:15:00.000Z' },
          { status: 'return_requested', at: '2026-11-25T09:15:00.000Z', photos },
        ],
      }),
    );
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    expect(steps[0]?.textContent).not.toContain('photo');
    expect(steps[1]?.textContent).toMatch(/^Return requested.*2 photos sent/);
    const links = within(steps[1] as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Photo 1', photos[0]],
      ['Photo 2', photos[1]],
    ]);
  });

  it('offers no return once the 7 days after delivery are over', async () => {
    const delivered = new Date(Date.now() - 8 * 86_400_000).toISOString();
    historyOf(testOrder({ status: 'delivered', events: [{ status: 'delivered', at: delivered }] }));
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    expect(screen.queryByRole('button', { name: 'Request Return' })).toBeNull();
  });

  it('offers Rate on each line of a delivered order not rated yet, and shows the stars given once sent', async () => {
    const line = testOrder().products[0];
    const second = { ...line, product: { ...line?.product, _id: 'p2', productName: 'Neem soap' }, myRating: 5 };
    historyOf(testOrder({ products: [line, second] as Order['products'] }));
    const ratings = answer(
      'POST',
      'product/:productId/ratings',
      rateProductReplySchema,
      {
        success: true,
        message: 'Thank you for rating this product.',
        data: {
          rating: { _id: 'r1', productId: 'p1', orderId: 'ord-0000-abc123', stars: 4, text: null, createdAt: '2026-11-26T10:00:00.000Z' },
          product: { avgRating: 4, ratingCount: 1 },
        },
      },
      201,
    );
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    const row = screen.getByTestId('order-row');
    // The line rated before says so and offers nothing more.
    expect(within(row).getByText(/You rated 5/).textContent).toBe('You rated 5★ stars');
    expect(within(row).queryByRole('button', { name: 'Rate Neem soap' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Rate Ujjwal Detergent Powder' }));
    const dialog = screen.getByRole('dialog', { name: 'Rate Ujjwal Detergent Powder' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Rating' }));
    expect(await within(row).findByText(/You rated 4/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Rate / })).toBeNull();
    expect(ratings.map((call) => [call.params.productId, call.body])).toEqual([['p1', { orderId: 'ord-0000-abc123', stars: 4 }]]);
  });

  it('offers no Rate before the order is delivered', async () => {
    historyOf(testOrder({ status: 'shipped' }));
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    expect(within(screen.getByTestId('order-row')).queryByRole('button', { name: /^Rate / })).toBeNull();
  });
});
