import { ApiError, adminRequest } from '@shop/shared/api-client';
import type { AdminMail, AdminMailList } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MailsPage } from './mails-page';
import { MAILS_FAILED } from './mails-section';

vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  adminRequest: vi.fn(),
}));
const call = vi.mocked(adminRequest);

const mail = (overrides: Partial<AdminMail>): AdminMail => ({
  id: 'm1',
  to: 'asha@example.in',
  subject: 'Your order #ABC123 has shipped',
  kind: 'order-shipped',
  state: 'failed',
  orderId: '0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  attempts: 11,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  resendable: true,
  createdAt: '2026-11-27T04:30:00.000Z',
  updatedAt: '2026-11-27T06:00:00.000Z',
  ...overrides,
});

const shipped = mail({});
const code = mail({
  id: 'm2',
  lastError: 'Greeting never received',
  to: 'ravi@example.in',
  subject: 'Your Ujjwal Home Care sign-in code',
  kind: 'written',
  orderId: null,
  resendable: false,
});
const invite = mail({
  id: 'm3',
  to: 'new@example.in',
  subject: 'Your back-office account',
  kind: 'written',
  state: 'pending',
  orderId: null,
  attempts: 2,
  resendable: false,
});

const page = (mails: AdminMail[], total = mails.length, at = 1): AdminMailList => ({ mails, page: at, pageSize: 50, total });
const reply = (data: unknown, message = 'ok') => ({ success: true as const, message, data });

/** Answers the two lists by the state asked, from what `lists` holds at the time. */
function answerLists(lists: { failed: AdminMailList; pending: AdminMailList }) {
  call.mockImplementation(async (method, _endpoint, query) => {
    if (method !== 'GET') throw new Error(`unexpected call ${method} ${_endpoint}`);
    return reply((query as { state: 'failed' | 'pending' }).state === 'failed' ? lists.failed : lists.pending);
  });
}

const table = (name: string) => screen.findByRole('region', { name });

// A block: an arrow answering the mock would hand it to Vitest as the test's clean-up, to be called.
beforeEach(() => {
  call.mockReset();
});

describe('the mails page', () => {
  it('shows the failed mails with what went wrong and the waiting ones, never a mail’s words', async () => {
    answerLists({ failed: page([shipped, code]), pending: page([invite]) });
    render(<MailsPage />);
    const failed = await table('Failed mails');
    expect(within(failed).getByText('Your order #ABC123 has shipped')).toBeTruthy();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:25', { selector: 'td' })).toBeTruthy();
    expect(within(failed).getByRole('link', { name: '3f4a5b' }).getAttribute('href')).toBe('/orders/0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(within(failed).getByRole('button', { name: 'Send Again to asha@example.in' })).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /ravi@example.in/ })).toBeNull();
    expect(within(failed).getByText('A one-time code: the shopper asks for a new one.')).toBeTruthy();
    const waiting = await table('Waiting to be sent mails');
    expect(within(waiting).getByText('new@example.in')).toBeTruthy();
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Failed (2)' })).toBeTruthy();
    expect(call.mock.calls.map(([, endpoint, query]) => [endpoint, query])).toEqual([
      ['mails', { state: 'failed', page: 1 }],
      ['mails', { state: 'pending', page: 1 }],
    ]);
  });

  it('sends a failed mail again, tells what came of it, and reads both lists again', async () => {
    const lists = { failed: page([shipped, code]), pending: page([]) };
    answerLists(lists);
    render(<MailsPage />);
    const failed = await table('Failed mails');
    expect(await screen.findByText('No mails waiting')).toBeTruthy();

    call.mockImplementationOnce(async (method, endpoint) => {
      expect([method, endpoint]).toEqual(['POST', 'mails/m1/resend']);
      lists.failed = page([code]);
      return reply({ ...shipped, state: 'sent', attempts: 1 }, 'Sent to asha@example.in');
    });
    await userEvent.click(within(failed).getByRole('button', { name: 'Send Again to asha@example.in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Failed (1)' })).toBeTruthy());
    expect($toasts.get().map((toast) => toast.message)).toContain('Sent to asha@example.in');
    expect(call.mock.calls.filter(([method]) => method === 'GET')).toHaveLength(4);
  });

  it('shows why a mail could not be sent again', async () => {
    answerLists({ failed: page([shipped]), pending: page([]) });
    render(<MailsPage />);
    const failed = await table('Failed mails');
    call.mockRejectedValueOnce(new ApiError({ status: 409, errorCode: 'MAIL_NOT_FAILED', message: 'This mail is sent already.' }));
    await userEvent.click(within(failed).getByRole('button', { name: 'Send Again to asha@example.in' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('This mail is sent already.'));
  });

  it('pages through many failed mails, and offers Try Again when a list cannot be read', async () => {
    const many = page([shipped], 120);
    call.mockImplementation(async (_method, _endpoint, query) => {
      const { state, page: at } = query as { state: string; page: number };
      if (state === 'pending') throw new ApiError({ status: 503, errorCode: 'HTTP_503', message: 'Service Unavailable' });
      return reply({ ...many, page: at });
    });
    render(<MailsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(MAILS_FAILED);
    const pages = await screen.findByRole('navigation', { name: 'Failed pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next Page' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('GET', 'mails', { state: 'failed', page: 2 });
  });
});
