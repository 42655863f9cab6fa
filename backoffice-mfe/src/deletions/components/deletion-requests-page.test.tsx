import type { ApiFailure, ApiSuccess, DeletionRequest, DeletionRequestDetail, DeletionRequestList } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeletionRequestsPage } from './deletion-requests-page';

const ASHA = '7c1f8a52-3b6d-4e0f-9a21-5d8e4c3b2a10';
const LIST = '/api/admin/v1/deletion-requests';

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
const request = (overrides: Partial<DeletionRequest>): DeletionRequest => ({
  id: ASHA,
  fullName: 'Asha Patel',
  email: 'asha@example.in',
  requestedAt: '2026-10-01T04:30:00.000Z',
  daysWaited: 57,
  overdue: true,
  ...overrides,
});
const list = (requests: DeletionRequest[]): DeletionRequestList => ({
  requests,
  page: 1,
  pageSize: 50,
  total: requests.length,
  overdueAfterDays: 30,
});
const detail: DeletionRequestDetail = {
  request: request({}),
  erased: {
    addresses: 2,
    wishlistItems: 1,
    cartItems: 0,
    sessions: 3,
    signInCodes: 0,
    mails: 4,
    ratings: 1,
    contactMessages: 0,
    inquiries: 0,
    businessDetails: true,
    avatar: false,
  },
  kept: { orders: 1, invoices: 1, creditNotes: 0 },
};

describe('the deletion requests page', () => {
  it('lists the requests oldest first, says in words which are overdue, and erases one with a reason', async () => {
    let waiting = [request({}), request({ id: 'ravi', fullName: 'Ravi Kumar', email: 'ravi@example.in', daysWaited: 3, overdue: false })];
    server.route('GET', LIST, () => reply(list(waiting)));
    server.route('GET', `${LIST}/${ASHA}`, () => reply(detail));
    server.route('POST', `${LIST}/${ASHA}/process`, () => {
      waiting = waiting.slice(1);
      return reply({}, 'The account is erased; its orders’ tax records are kept.');
    });
    render(<DeletionRequestsPage />);
    const table = await screen.findByRole('region', { name: 'Deletion requests, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('57 daysOverdue: over 30 days');
    expect(rows[1]?.textContent).not.toContain('Overdue');

    await userEvent.click(within(table).getByRole('button', { name: 'Process the request of asha@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Asha Patel’s account?' });
    expect(await within(dialog).findByText(/2 saved addresses, the business details/)).toBeTruthy();
    expect(within(dialog).getByText(/1 order with 1 invoice and 0 credit notes/)).toBeTruthy();

    // Without a reason nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase Account' }));
    expect(await within(dialog).findByText('Enter why the account is erased now (at least 3 characters).')).toBeTruthy();
    expect(server.received.filter((req) => req.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Asked by mail on 1 October');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = server.received.find((req) => req.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ reason: 'Asked by mail on 1 October' });
    expect($toasts.get().map((toast) => toast.message)).toContain('The account is erased; its orders’ tax records are kept.');
    await waitFor(() => expect(screen.queryByText('asha@example.in')).toBeNull());
  });

  it('says when no one is waiting, and when the list cannot be read', async () => {
    server.route('GET', LIST, () => reply(list([])));
    const { unmount } = render(<DeletionRequestsPage />);
    expect(await screen.findByText('No deletion requests')).toBeTruthy();
    unmount();

    server.route('GET', LIST, (_req, res) =>
      sendJson(res, 500, { success: false, errorCode: 'INTERNAL', message: 'Something went wrong' } satisfies ApiFailure),
    );
    render(<DeletionRequestsPage />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
