import type { AdminInquiryList, AdminInquiryView, ApiSuccess } from '@shop/shared/contracts';
import { clearToasts } from '@shop/shared/stores';
import { startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InquiriesPage } from './inquiries-page';
import { InquiryPage } from './inquiry-page';

const ASHA = '5d2c9b1e-7a44-4c3f-8e21-9b0d6f3a1c77';

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
const row = {
  id: ASHA,
  kind: 'contact' as const,
  status: 'new' as const,
  receivedAt: '2026-11-27T04:30:00.000Z',
  from: 'Asha Patel',
  email: 'asha@example.in',
  subject: 'Bulk soap',
  assignee: null,
};
const inquiry: AdminInquiryView = {
  ...row,
  version: 1,
  fields: [{ label: 'Message', value: 'Do you deliver to Surat?' }],
  products: [],
  notes: [],
  replies: [],
  history: [],
  assignees: [{ id: 'staff-1', name: 'The orders desk' }],
};

describe('the inquiries pages', () => {
  it('lists the inquiries with their status and opens one by its subject', async () => {
    server.route('GET', '/api/admin/v1/inquiries', () => reply<AdminInquiryList>({ inquiries: [row], page: 1, pageSize: 50, total: 1 }));
    render(<InquiriesPage />);
    const table = await screen.findByRole('region', { name: 'Inquiries found' }, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Bulk soap' }).getAttribute('href')).toBe(`/inquiries/${ASHA}`);
    expect(within(table).getByText('New')).toBeTruthy();
  });

  it('says so when no inquiry matches', async () => {
    server.route('GET', '/api/admin/v1/inquiries', () => reply<AdminInquiryList>({ inquiries: [], page: 1, pageSize: 50, total: 0 }));
    render(<InquiriesPage />);
    expect(await screen.findByText('No inquiries found')).toBeTruthy();
  });

  it.each(['x', ASHA.slice(0, -1)])('says the inquiry is not found for the address id %j, without asking', async (inquiryId) => {
    render(<InquiryPage inquiryId={inquiryId} />);
    expect(await screen.findByText('Inquiry not found')).toBeTruthy();
    expect(server.received).toEqual([]);
  });

  it('asks for the reply before sending it, then sends it and shows the inquiry again', async () => {
    let current = inquiry;
    server.route('GET', `/api/admin/v1/inquiries/${ASHA}`, () => reply(current));
    server.route('POST', `/api/admin/v1/inquiries/${ASHA}/replies`, () => {
      current = { ...inquiry, status: 'answered', version: 2 };
      return reply(current, 'Reply queued to asha@example.in');
    });
    render(<InquiryPage inquiryId={ASHA} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reply' }, { timeout: 5000 }));
    expect(await screen.findByText('Write the reply.')).toBeTruthy();
    expect(server.received.filter((req) => req.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /^Reply/ }), 'Yes, we deliver to Surat.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    // The inquiry is read again once the reply is queued.
    await waitFor(() => expect(server.received.filter((req) => req.method === 'GET')).toHaveLength(2), { timeout: 5000 });
    const posted = server.received.find((req) => req.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ text: 'Yes, we deliver to Surat.' });
    expect(await screen.findByText('Answered', { selector: 'span' })).toBeTruthy();
  }, 20_000);
});
