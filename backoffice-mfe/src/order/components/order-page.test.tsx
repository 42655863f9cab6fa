import { type AdminOrderView, adminOrderReplySchema, type StaffMember } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { adminApiUrl, answerAdmin, HttpResponse, http, network, refusal } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffContext } from '../../app/staff-context';
import { OrderPage } from './order-page';

const ORDER_ID = '2e9d4c6a-8b1f-4a3e-9c5d-7f0a1b2c3d4e';

const staff = (permissions: string[]): StaffMember => ({
  id: 's1',
  email: 'desk@example.in',
  name: 'Meera',
  role: 'owner',
  roleName: 'Owner',
  permissions,
});

function order(overrides: Partial<AdminOrderView> = {}): AdminOrderView {
  return {
    id: ORDER_ID,
    number: 'ABC123',
    createdAt: '2026-11-20T05:30:00.000Z',
    status: 'packed',
    buyerName: 'Asha Patel',
    phone: '9876543210',
    city: 'Ahmedabad',
    pinCode: '380015',
    paymentType: 'cod',
    totalAmount: 590,
    items: 2,
    email: 'asha@example.in',
    address: {
      houseNumber: '12',
      societyName: 'Shanti Society',
      street: 'CG Road',
      city: 'Ahmedabad',
      state: 'Gujarat',
      pinCode: '380015',
    },
    lines: [{ productName: 'Ujjwal Detergent Powder', selectedWeight: '1 kg', hsnCode: '3402', quantity: 2, price: 250, isFree: false }],
    charges: { subtotal: 500, discount: 0, gst: 90, shipping: 0, platformFee: 0 },
    couponCode: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    tracking: null,
    payment: null,
    events: [
      { from: null, to: 'placed', at: '2026-11-20T05:30:00.000Z', by: 'Shopper', reason: null, data: {} },
      { from: 'placed', to: 'confirmed', at: '2026-11-20T06:00:00.000Z', by: 'Meera', reason: null, data: {} },
      { from: 'confirmed', to: 'packed', at: '2026-11-20T07:00:00.000Z', by: 'Ravi', reason: null, data: {} },
    ],
    notes: [],
    refunds: [],
    returnPhotos: [],
    refundable: 0,
    moves: ['shipped', 'cancelled'],
    ...overrides,
  };
}

const reply = (data: AdminOrderView, message = 'ok') => ({ success: true as const, message, data });
const orderPath = (rest = '') => `/api/admin/v1/orders/${ORDER_ID}${rest}`;

/**
 * The API's copy of the order: every read answers it as it now stands; `change` answers a command
 * (a move, a note, a refund) with the order after it, and keeps that for the reads that follow.
 */
function orderOnServer(initial: AdminOrderView) {
  let current = initial;
  const reads = answerAdmin('GET', 'orders/:orderId', adminOrderReplySchema, () => reply(current));
  return {
    reads,
    /** A colleague's change: the next read answers this. */
    becomes: (next: AdminOrderView) => {
      current = next;
    },
    change: (command: 'transitions' | 'notes' | 'refunds', next: AdminOrderView, message: string, status?: number) =>
      answerAdmin(
        'POST',
        `orders/:orderId/${command}`,
        adminOrderReplySchema,
        () => {
          current = next;
          return reply(next, message);
        },
        status,
      ),
  };
}

/** The order's documents are PDF files, not JSON replies with a contract; returns the paths asked for. */
function documentsAnswered(): string[] {
  const asked: string[] = [];
  network.use(
    http.get(adminApiUrl('orders/:orderId/*'), ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return new HttpResponse(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return asked;
}

function renderPage(permissions = ['orders:read', 'orders:ship', 'orders:cancel']) {
  return render(
    <StaffContext.Provider value={staff(permissions)}>
      <OrderPage orderId={ORDER_ID} />
    </StaffContext.Provider>,
  );
}

describe('OrderPage', () => {
  it.each(['ord-0000-abc123', 'x', ORDER_ID.slice(0, -1)])(
    'says the order is not found for the address id %j, without asking',
    async (orderId) => {
      const { reads } = orderOnServer(order());
      render(
        <StaffContext.Provider value={staff(['orders:read'])}>
          <OrderPage orderId={orderId} />
        </StaffContext.Provider>,
      );
      expect(await screen.findByText('Order not found')).toBeTruthy();
      expect(reads).toHaveLength(0);
    },
  );

  it('shows the lines, the buyer and every move with who made it', async () => {
    const { reads } = orderOnServer(order());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order ABC123' })).toBeTruthy();
    expect(screen.getByText('Ujjwal Detergent Powder · 1 kg')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Order history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Order placed', 'Confirmed', 'Packed']);
    expect(within(history).getByText(/Ravi/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(reads.map((read) => read.url.pathname)).toEqual([orderPath()]);
  });

  it('shows staff notes among the moves by time, and lets a role with orders:note add one', async () => {
    const noted = order({
      notes: [{ id: 'n1', text: 'Buyer asked for a call before delivery.', at: '2026-11-20T06:30:00.000Z', by: 'Meera' }],
    });
    const server = orderOnServer(noted);
    const { unmount } = renderPage(['orders:read', 'orders:ship']);
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Order placed', 'Confirmed', 'Note', 'Packed']);
    expect(within(history).getByText('Buyer asked for a call before delivery.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull();
    unmount();

    renderPage(['orders:read', 'orders:note']);
    const added = server.change(
      'notes',
      order({ notes: [...noted.notes, { id: 'n2', text: 'Called, all fine.', at: '2026-11-20T08:00:00.000Z', by: 'Meera' }] }),
      'Note added',
      201,
    );
    const form = await screen.findByRole('form', { name: 'Add a note' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(await within(form).findByText('Write the note.')).toBeTruthy();
    expect(added).toHaveLength(0);
    expect(server.reads).toHaveLength(2);

    await userEvent.type(within(form).getByLabelText(/^Note/), 'Called, all fine.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Called, all fine.', { selector: 'li p' })).toBeTruthy();
    expect(added.map((call) => [call.url.pathname, call.body])).toEqual([[orderPath('/notes'), { text: 'Called, all fine.' }]]);
    expect((within(form).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('');
    expect($toasts.get().map((toast) => toast.message)).toContain('Note added');
  });

  it('shows the return photos as thumbnails opening the full picture', async () => {
    const url = (name: string) => `/api/admin/v1/orders/${ORDER_ID}/return-photos/${name}`;
    orderOnServer(
      order({
        status: 'return_requested',
        returnPhotos: [
          { url: url('aa.png'), at: '2026-11-25T05:30:00.000Z' },
          { url: url('bb.jpg'), at: '2026-11-25T05:30:00.000Z' },
        ],
      }),
    );
    renderPage();
    const block = await screen.findByRole('region', { name: 'Return photos' });
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([url('aa.png'), url('bb.jpg')]);
    expect(
      within(links[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe(url('aa.png'));
    expect(
      within(links[0] as HTMLElement).getByRole('img', { name: /^Sent by the shopper on 25 November 2026.*\(1 of 2\)$/ }),
    ).toBeTruthy();
  });

  it('shows no return photos block for an order without them', async () => {
    orderOnServer(order());
    renderPage();
    await screen.findByRole('heading', { name: 'Order ABC123' });
    expect(screen.queryByRole('region', { name: 'Return photos' })).toBeNull();
  });

  it('ships with a courier and tracking number, checked before sending, then reads the order again', async () => {
    const server = orderOnServer(order());
    const moved = server.change(
      'transitions',
      order({
        status: 'shipped',
        moves: ['delivered'],
        tracking: { courier: 'Delhivery', number: 'DL123456', url: 'https://www.delhivery.com/track/package/DL123456' },
      }),
      'Order moved to shipped',
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText(/must be one of delhivery/)).toBeTruthy();
    expect(moved).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Courier/), 'delhivery');
    await userEvent.type(within(dialog).getByLabelText(/Tracking number/), 'DL123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByRole('link', { name: 'Track the parcel' })).toBeTruthy();
    expect(moved.map((call) => [call.url.pathname, call.body])).toEqual([
      [orderPath('/transitions'), { to: 'shipped', courier: 'delhivery', trackingNumber: 'DL123456' }],
    ]);
    expect(server.reads).toHaveLength(2);
    expect($toasts.get().map((toast) => toast.message)).toContain('Order moved to shipped');
  });

  it('tells staff when a colleague moved the order first, and shows where it is now', async () => {
    const server = orderOnServer(order());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Buyer asked by phone');
    server.becomes(order({ status: 'shipped', moves: ['delivered'] }));
    const refused = answerAdmin(
      'POST',
      'orders/:orderId/transitions',
      adminOrderReplySchema,
      refusal(409, 'WRONG_STATE', 'This order is shipped now.'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('button', { name: 'Mark Delivered' })).toBeTruthy();
    expect($toasts.get().map((toast) => toast.message)).toContain('This order is shipped now.');
    expect(refused.bodies()).toEqual([{ to: 'cancelled', reason: 'Buyer asked by phone' }]);
  });

  it('offers a refund only to a role that may refund, up to what is left', async () => {
    const paid = order({
      paymentType: 'online',
      payment: { provider: 'sandbox', paymentId: 'pay_1', paidAt: '2026-11-20T05:31:00.000Z', refunded: false },
      refundable: 590,
    });
    const server = orderOnServer(paid);
    const { unmount } = renderPage(['orders:read', 'orders:ship']);
    expect(await screen.findByRole('heading', { name: 'Order ABC123' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    unmount();

    renderPage(['orders:read', 'refunds:create', 'payments:read']);
    expect(await screen.findByText('Up to ₹590.00 can still be refunded.')).toBeTruthy();
    const refunds = server.change('refunds', { ...paid, refundable: 490 }, 'Refund of ₹100.00 processed');
    await userEvent.type(screen.getByLabelText(/Amount in rupees/), '100');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'One pack arrived damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Up to ₹490.00 can still be refunded.')).toBeTruthy();
    expect(refunds.map((call) => [call.url.pathname, call.body])).toEqual([
      [orderPath('/refunds'), { amount: 100, reason: 'One pack arrived damaged' }],
    ]);
    expect($toasts.get().map((toast) => toast.message)).toContain('Refund of ₹100.00 processed');
  });

  it('downloads the invoice, the credit note and the packing slip each role may have', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const asked = documentsAnswered();
    orderOnServer(order({ status: 'cancelled', moves: [], invoiceNumber: 'UHC/2627/000007', creditNoteNumber: 'CN/2627/000002' }));
    const { unmount } = renderPage(['orders:read', 'orders:pack', 'orders:print']);
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice UHC/2627/000007' }));
    expect(screen.queryByRole('button', { name: /Credit note/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Packing slip' }));
    await vi.waitFor(() => expect(asked).toEqual([orderPath('/invoice'), orderPath('/packing-slip')]));
    unmount();

    renderPage(['orders:read', 'creditNotes:read']);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit note CN/2627/000002' }));
    await vi.waitFor(() => expect(asked.at(-1)).toBe(orderPath('/credit-notes/CN%2F2627%2F000002')));
    expect(screen.queryByRole('button', { name: 'Packing slip' })).toBeNull();
  });
});
