import type { AdminMail, AdminMailList, ApiFailure, ApiSuccess } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailsPage } from './mails-page';
import { MAILS_FAILED } from './mails-section';

const MAILS = '/api/admin/v1/mails';
const RESEND_SHIPPED = `${MAILS}/m1/resend`;

// The back office calls its page's own origin; here that origin is a real local server.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

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
const reply = <T,>(data: T, message = 'ok'): ApiSuccess<T> => ({ success: true, message, data });

/** Answers the two lists by the state asked, from what `lists` holds at the time. */
function answerLists(lists: { failed: AdminMailList; pending: AdminMailList }) {
  server.route('GET', MAILS, (req) => reply(req.query.get('state') === 'failed' ? lists.failed : lists.pending));
}

/** The reads the server received, as method, path and query. */
const reads = () => server.received.filter((req) => req.method === 'GET').map((req) => `${req.method} ${req.path}?${req.query}`);

const table = (name: string) => screen.findByRole('region', { name });

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
    // The two lists are read at once, so they may arrive in either order.
    expect(reads().sort()).toEqual([`GET ${MAILS}?state=failed&page=1`, `GET ${MAILS}?state=pending&page=1`]);
  });

  it('sends a failed mail again, tells what came of it, and reads both lists again', async () => {
    const lists = { failed: page([shipped, code]), pending: page([]) };
    answerLists(lists);
    render(<MailsPage />);
    const failed = await table('Failed mails');
    expect(await screen.findByText('No mails waiting')).toBeTruthy();

    server.route('POST', RESEND_SHIPPED, () => {
      lists.failed = page([code]);
      return reply<AdminMail>({ ...shipped, state: 'sent', attempts: 1 }, 'Sent to asha@example.in');
    });
    await userEvent.click(within(failed).getByRole('button', { name: 'Send Again to asha@example.in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Failed (1)' })).toBeTruthy());
    expect($toasts.get().map((toast) => toast.message)).toContain('Sent to asha@example.in');
    expect(server.hits(RESEND_SHIPPED)).toBe(1);
    await waitFor(() => expect(reads()).toHaveLength(4));
  });

  it('shows why a mail could not be sent again', async () => {
    answerLists({ failed: page([shipped]), pending: page([]) });
    render(<MailsPage />);
    const failed = await table('Failed mails');
    server.route('POST', RESEND_SHIPPED, (_req, res) =>
      sendJson(res, 409, { success: false, errorCode: 'MAIL_NOT_FAILED', message: 'This mail is sent already.' } satisfies ApiFailure),
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Send Again to asha@example.in' }));
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('This mail is sent already.'));
  });

  it('pages through many failed mails, and offers Try Again when a list cannot be read', async () => {
    const many = page([shipped], 120);
    server.route('GET', MAILS, (req, res) => {
      if (req.query.get('state') === 'pending') {
        return sendJson(res, 503, { success: false, errorCode: 'HTTP_503', message: 'Service Unavailable' } satisfies ApiFailure);
      }
      return reply<AdminMailList>({ ...many, page: Number(req.query.get('page')) });
    });
    render(<MailsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(MAILS_FAILED);
    const pages = await screen.findByRole('navigation', { name: 'Failed pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next Page' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeTruthy();
    expect(reads().at(-1)).toBe(`GET ${MAILS}?state=failed&page=2`);
  });
});
