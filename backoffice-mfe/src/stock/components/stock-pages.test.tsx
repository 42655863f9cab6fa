import type { ApiFailure, ApiSuccess, StockLevel, StockMovementBody, StockMovementView } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockHistory } from '../api/stock-api';
import { ProductStockPage } from './product-stock-page';
import { StockPage } from './stock-page';

const SOAP = '7c1f8a52-3b6d-4e0f-9a21-5d8e4c3b2a10';
const MOVEMENTS = `/api/admin/v1/products/${SOAP}/stock-movements`;
const ORDER = '0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

// The back office calls its page's own origin; here that origin is a real local server.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
  clearToasts();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const reply = <T,>(data: T, message = 'ok'): ApiSuccess<T> => ({ success: true, message, data });
const level = (productName: string, stock: number, lowStockThreshold = 10): StockLevel => ({
  id: productName === 'Neem soap' ? SOAP : `id-${productName}`,
  productName,
  stock,
  lowStockThreshold,
});
const movement = (overrides: Partial<StockMovementView>): StockMovementView => ({
  id: 'mv1',
  change: 20,
  reason: 'received',
  stockAfter: 24,
  at: '2026-11-27T04:30:00.000Z',
  by: 'The warehouse desk',
  orderId: null,
  note: 'Invoice 1182',
  ...overrides,
});

describe('the stock page', () => {
  it('lists products with their stock, marks the low and the empty ones, and searches by name', async () => {
    server.route('GET', '/api/admin/v1/stock', (req) =>
      reply({
        products:
          req.query.get('q') === 'neem' ? [level('Neem soap', 4)] : [level('Floor cleaner', 0), level('Neem soap', 4), level('Bar', 40)],
      }),
    );
    render(<StockPage />);
    const table = await screen.findByRole('region', { name: 'Products and their stock' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Floor cleaner0Out of stock10', 'Neem soap4Low10', 'Bar4010']);
    expect(within(table).getByRole('link', { name: 'Stock of Neem soap' }).getAttribute('href')).toBe(`/stock/${SOAP}`);

    await userEvent.type(screen.getByLabelText('Product name'), 'neem');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The list is read again for the words: the table shown is the new one.
    await waitFor(() => expect(server.received).toHaveLength(2));
    const found = await screen.findByRole('region', { name: 'Products and their stock' });
    expect(
      within(found)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductIn stockLow at', 'Neem soap4Low10']);
    expect(server.received.map((req) => `${req.path}?${req.query}`)).toEqual(['/api/admin/v1/stock?', '/api/admin/v1/stock?q=neem']);
  });
});

describe("a product's stock", () => {
  function answerHistory(history: StockHistory) {
    server.route('GET', MOVEMENTS, () => reply(history));
  }

  it('shows the stock and its history, orders linked, and books a change that the history then shows', async () => {
    const history: StockHistory = {
      productId: SOAP,
      productName: 'Neem soap',
      stock: 24,
      lowStockThreshold: 10,
      movements: [movement({}), movement({ id: 'mv0', change: -2, reason: 'order', stockAfter: 4, by: null, orderId: ORDER, note: null })],
    };
    answerHistory(history);
    render(<ProductStockPage productId={SOAP} />);
    expect(await screen.findByRole('heading', { name: 'Neem soap' })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Stock movements' });
    expect(within(table).getByRole('link', { name: 'Order 3f4a5b' }).getAttribute('href')).toBe(`/orders/${ORDER}`);
    expect(within(table).getByText('+20')).toBeTruthy();

    server.route('POST', MOVEMENTS, () => {
      history.stock = 21;
      history.movements = [movement({ id: 'mv2', change: -3, reason: 'damaged', stockAfter: 21, note: null }), ...history.movements];
      return reply({ stock: 21, movement: history.movements[0] }, 'Stock updated');
    });
    await userEvent.type(screen.getByLabelText(/^Units/), '-3');
    await userEvent.selectOptions(screen.getByLabelText(/^Reason/), 'damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    // The history is read again once the change is booked.
    await waitFor(() => expect(server.received.filter((req) => req.method === 'GET')).toHaveLength(2));
    const after = await screen.findByRole('region', { name: 'Stock movements' });
    expect(within(after).getByText('-3')).toBeTruthy();
    expect(screen.getByText(/in stock · low at 10/).textContent).toBe('21 in stock · low at 10');
    const posted = server.received.find((req) => req.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ change: -3, reason: 'damaged' } satisfies StockMovementBody);
    expect($toasts.get().map((toast) => toast.message)).toContain('Stock updated');
    expect((screen.getByLabelText(/^Units/) as HTMLInputElement).value).toBe('');
  });

  it.each(['x', 'id-Neem soap', SOAP.slice(0, -1)])(
    'says the product is not found for the address id %j, without asking',
    async (productId) => {
      render(<ProductStockPage productId={productId} />);
      expect(await screen.findByText('Product not found')).toBeTruthy();
      expect(server.received).toEqual([]);
    },
  );

  it('refuses units that are not a whole number before asking, and says at the field when the stock cannot cover a change', async () => {
    answerHistory({ productId: SOAP, productName: 'Neem soap', stock: 2, lowStockThreshold: 10, movements: [] });
    render(<ProductStockPage productId={SOAP} />);
    expect(await screen.findByText('No movements yet')).toBeTruthy();
    const units = screen.getByLabelText(/^Units/);
    await userEvent.type(units, '2.5');
    await userEvent.selectOptions(screen.getByLabelText(/^Reason/), 'adjustment');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText('Enter whole units, such as 24 or -3.')).toBeTruthy();
    expect(server.received.filter((req) => req.method === 'POST')).toHaveLength(0);

    const refusal = 'Only 2 in stock: this change would take it below zero.';
    server.route('POST', MOVEMENTS, (_req, res) =>
      sendJson(res, 409, { success: false, errorCode: 'STOCK_BELOW_ZERO', message: refusal, data: { stock: 2 } } satisfies ApiFailure & {
        data: unknown;
      }),
    );
    await userEvent.clear(units);
    await userEvent.type(units, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Change' }));
    await waitFor(() => expect(units.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal, { selector: 'p' })).toBeTruthy();
    expect((units as HTMLInputElement).value).toBe('-3');
  });
});
