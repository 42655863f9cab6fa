import { requestBlob } from '@shop/shared/api-client';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchOrders } from '../api/fetch-orders';
import { testOrder } from '../model/order-fixture';
import { OrdersPage } from './orders-page';

vi.mock('../api/fetch-orders', () => ({ fetchOrders: vi.fn() }));
vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  requestBlob: vi.fn(),
}));

const load = vi.mocked(fetchOrders);
const blob = vi.mocked(requestBlob);

beforeEach(() => {
  load.mockReset();
  blob.mockReset();
  clearToasts();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

describe('OrdersPage', () => {
  it('shows the error with Try Again, which loads again', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([testOrder()]);
    render(<OrdersPage />);
    expect(await screen.findByText('Failed to load orders. Please try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Order #abc123/)).toBeTruthy();
  });

  it('shows the empty state leading to the shop', async () => {
    load.mockResolvedValue([]);
    render(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/shop');
  });

  it('unfolds a row to its details and downloads the invoice', async () => {
    load.mockResolvedValue([testOrder({ refunded: true })]);
    blob.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
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
    expect(blob).toHaveBeenCalledWith('GET', 'order/invoice/ord-0000-abc123');
    expect($toasts.get().map((t) => t.message)).toContain('Invoice download strated');
  });

  it('offers no invoice without an invoice number and reports a failed download', async () => {
    load.mockResolvedValue([testOrder({ invoiceNumber: null }), testOrder({ _id: 'ord-2-zzz999' })]);
    blob.mockRejectedValue(new Error('down'));
    render(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Order #abc123/ }));
    await userEvent.click(screen.getByRole('button', { name: /Order #zzz999/ }));
    const buttons = screen.getAllByRole('button', { name: 'Download Invoice' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect($toasts.get().map((t) => t.message)).toContain('Something went wronge.');
  });
});
