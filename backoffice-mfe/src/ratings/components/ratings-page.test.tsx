import type { AdminRatingList, AdminRatingView, ApiFailure, ApiSuccess } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingsPage } from './ratings-page';

const LIST = '/api/admin/v1/ratings';
const RUDE = '5b0e3c1a-8f2d-4a6b-9c7e-1d2f3a4b5c6d';
const KIND = '6c1f4d2b-9a3e-4b7c-8d6f-2e3a4b5c6d7e';

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
const rating = (overrides: Partial<AdminRatingView>): AdminRatingView => ({
  id: RUDE,
  product: { id: 'p1', name: 'Neem soap' },
  shopper: { id: 'u1', name: 'Asha Patel' },
  orderId: 'o1',
  stars: 1,
  text: 'Rude words here',
  createdAt: '2026-11-26T06:00:00.000Z',
  hidden: null,
  version: 1,
  ...overrides,
});
const list = (ratings: AdminRatingView[]): AdminRatingList => ({ ratings, page: 1, pageSize: 50, total: ratings.length });

describe('the ratings page', () => {
  it('lists ratings with product, stars, words and shopper, and hides one after asking the reason', async () => {
    let rude = rating({});
    const kind = rating({ id: KIND, stars: 4, text: null, shopper: null });
    server.route('GET', LIST, () => reply(list([kind, rude])));
    server.route('PATCH', `${LIST}/${RUDE}`, () => {
      rude = rating({ version: 2, hidden: { at: '2026-11-27T06:00:00.000Z', reason: 'Abusive language', by: 'The catalogue desk' } });
      return reply({ rating: rude, product: { avgRating: 4, ratingCount: 1 } }, 'Rating hidden');
    });
    render(<RatingsPage />);
    const table = await screen.findByRole('region', { name: 'Ratings, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('4 stars');
    expect(rows[0]?.textContent).toContain('No words');
    expect(rows[0]?.textContent).toContain('Account erased');
    expect(rows[1]?.textContent).toContain('Rude words here');
    expect(rows[1]?.textContent).toContain('Asha Patel');
    expect(rows[1]?.textContent).toContain('On the shop');

    await userEvent.click(within(table).getByRole('button', { name: 'Hide the rating of 1 star for Neem soap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this rating of Neem soap?' });
    // Without a reason nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Rating' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(server.received.filter((req) => req.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Abusive language');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = server.received.find((req) => req.method === 'PATCH');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ hidden: true, reason: 'Abusive language', version: 1 });
    expect($toasts.get().map((toast) => toast.message)).toContain('Rating hidden');
    await waitFor(() => expect(within(table).getAllByRole('row')[2]?.textContent).toContain('HiddenAbusive languageThe catalogue desk'));
    expect(within(table).getByRole('button', { name: 'Show again the rating of 1 star for Neem soap' })).toBeTruthy();
  });

  it('says so when a colleague changed the rating first, and reads the list again', async () => {
    const hidden = rating({ version: 2, hidden: { at: '2026-11-27T06:00:00.000Z', reason: 'Spam', by: 'The owner desk' } });
    server.route('GET', LIST, () => reply(list([hidden])));
    server.route('PATCH', `${LIST}/${RUDE}`, (_req, res) =>
      sendJson(res, 409, {
        success: false,
        errorCode: 'CHANGED_MEANWHILE',
        message: 'Someone changed this rating after you opened it. Look at it again, then make your change.',
      } satisfies ApiFailure),
    );
    render(<RatingsPage />);
    const table = await screen.findByRole('region', { name: 'Ratings, newest first' });
    await userEvent.click(within(table).getByRole('button', { name: 'Show again the rating of 1 star for Neem soap' }));
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.message)).toContain(
        'Someone changed this rating after you opened it. Look at it again, then make your change.',
      ),
    );
    expect(JSON.parse(server.received.find((req) => req.method === 'PATCH')?.body ?? '{}')).toEqual({ hidden: false, version: 2 });
    await waitFor(() => expect(server.received.filter((req) => req.method === 'GET')).toHaveLength(2));
  });

  it('says when there are no ratings, and when the list cannot be read', async () => {
    server.route('GET', LIST, () => reply(list([])));
    const { unmount } = render(<RatingsPage />);
    expect(await screen.findByText('No ratings')).toBeTruthy();
    unmount();

    server.route('GET', LIST, (_req, res) =>
      sendJson(res, 500, { success: false, errorCode: 'INTERNAL', message: 'Something went wrong' } satisfies ApiFailure),
    );
    render(<RatingsPage />);
    expect(await screen.findByText('The ratings could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
