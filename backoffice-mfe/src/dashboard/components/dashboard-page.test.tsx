import type { ApiFailure, ApiSuccess, Dashboard, DashboardDay } from '@shop/shared/contracts';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_FAILED, DashboardPage } from './dashboard-page';

const DASHBOARD = '/api/admin/v1/dashboard';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const reply = <T,>(data: T): ApiSuccess<T> => ({ success: true, message: 'ok', data });

/** 30 days to 15 November, quiet unless told. */
function days(busy: Record<string, Partial<DashboardDay>> = {}): DashboardDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 17 + index)).toISOString().slice(0, 10);
    return { date, orders: 0, revenue: 0, revenueWithoutGst: 0, ...busy[date] };
  });
}

const zero = { orders: 0, revenue: 0, revenueWithoutGst: 0 };
const waitingNone = (['placed', 'confirmed', 'packed', 'shipped', 'return_requested'] as const).map((status) => ({ status, count: 0 }));

const busyShop: Dashboard = {
  today: '2026-11-15',
  todayFigures: { orders: 3, revenue: 1622.8, revenueWithoutGst: 1375.25 },
  monthFigures: { orders: 5, revenue: 303_880.5, revenueWithoutGst: 257_525 },
  waiting: waitingNone.map((row) => (row.status === 'placed' ? { ...row, count: 4 } : row)),
  lowStock: { count: 1, products: [{ id: 'p1', productName: 'Neem soap', stock: 2, lowStockThreshold: 10 }] },
  inquiries: { new: 2, inProgress: 1 },
  days: days({
    '2026-11-14': { orders: 1, revenue: 1180, revenueWithoutGst: 1000 },
    '2026-11-15': { orders: 3, revenue: 1622.8, revenueWithoutGst: 1375.25 },
  }),
};

describe('the dashboard', () => {
  it('shows each figure on a card that opens the page acting on it, and the 30 days as a described chart and a table', async () => {
    server.route('GET', DASHBOARD, () => reply(busyShop));
    render(<DashboardPage />);

    const today = await screen.findByRole('link', { name: /^Today, 15 Nov/ });
    expect(today.textContent).toContain('₹1,622.80');
    expect(today.textContent).toContain('₹1,375.25 without GST');
    expect(today.textContent).toContain('3 orders');
    expect(today.getAttribute('href')).toBe('/?from=2026-11-15&to=2026-11-15');
    const month = screen.getByRole('link', { name: /^This month/ });
    expect(month.textContent).toContain('₹3,03,880.50');
    expect(month.getAttribute('href')).toBe('/?from=2026-11-01&to=2026-11-15');

    expect(screen.getByRole('heading', { name: 'Orders waiting (4)' })).toBeTruthy();
    const placed = screen.getByRole('link', { name: /^Order placed/ });
    expect(placed.textContent).toContain('4to confirm');
    expect(placed.getAttribute('href')).toBe('/?status=placed');
    expect(screen.getByRole('link', { name: /^Packed/ }).getAttribute('href')).toBe('/?status=packed');

    const stock = screen.getByRole('link', { name: /^At or below their low-stock line/ });
    expect(stock.textContent).toContain('1 product');
    expect(stock.textContent).toContain('Neem soap (2 left)');
    expect(stock.getAttribute('href')).toBe('/stock');
    const inquiries = screen.getByRole('link', { name: /^New and in progress/ });
    expect(inquiries.textContent).toContain('2 new, 1 in progress');
    expect(inquiries.getAttribute('href')).toBe('/inquiries?status=new');

    const chart = screen.getByRole('img', { name: /^Revenue and orders per day\./ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Revenue and orders per day. 4 orders and ₹2,802.80 revenue from 17 Oct to 15 Nov; the best day was 15 Nov with ₹1,622.80.',
    );
    await userEvent.click(screen.getByText('The figures as a table'));
    const table = screen.getByRole('table', { name: 'Orders and revenue per day, oldest first' });
    const row = within(table).getByRole('row', { name: /^14 Nov/ });
    expect(row.textContent).toBe('14 Nov1₹1,180.00');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('says orders not confirmed yet bring no revenue, rather than naming a best day', async () => {
    server.route('GET', DASHBOARD, () => reply({ ...busyShop, days: days({ '2026-11-15': { orders: 2 } }) }));
    render(<DashboardPage />);
    expect(await screen.findByText('2 orders from 17 Oct to 15 Nov, none confirmed yet, so no revenue.')).toBeTruthy();
  });

  it('shows a new shop its zeros and says no orders came yet, in place of an empty chart', async () => {
    server.route('GET', DASHBOARD, () =>
      reply({
        ...busyShop,
        todayFigures: zero,
        monthFigures: zero,
        waiting: waitingNone,
        lowStock: { count: 0, products: [] },
        inquiries: { new: 0, inProgress: 0 },
        days: days(),
      }),
    );
    render(<DashboardPage />);
    expect(await screen.findByText(/No orders in the last 30 days yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: /^Today/ }).textContent).toContain('₹0.00');
    expect(screen.getByText('Every product is above its line.')).toBeTruthy();
  });

  it('says when the figures cannot be read, and reads them again on Try Again', async () => {
    server.route('GET', DASHBOARD, (_req, res) =>
      sendJson(res, 500, { success: false, errorCode: 'INTERNAL', message: 'Something went wrong' } satisfies ApiFailure),
    );
    render(<DashboardPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(DASHBOARD_FAILED);
    server.route('GET', DASHBOARD, () => reply(busyShop));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /^Today, 15 Nov/ })).toBeTruthy();
  });
});
