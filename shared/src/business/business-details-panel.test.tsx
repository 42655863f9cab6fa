// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../api-client/api-config';
import { sendJson, startTestServer, type TestServer } from '../api-client/test-server';
import { $toasts } from '../stores';
import { GSTIN_MESSAGES } from '../validation';
import { BusinessDetailsPanel } from './business-details-panel';

const ENDPOINT = '/api/v1/profile/business-details';
const registered = { gstin: '24AABCU9603R1ZT', legalName: 'Shree Traders', billingAddress: '12 Ring Road, Surat', billingStateCode: '24' };
const unregistered = { gstin: '', legalName: '', billingAddress: '', billingStateCode: '' };

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  configureApiClient({ getApiBaseUrl: () => server.origin });
  $toasts.set([]);
});
afterEach(async () => {
  cleanup();
  await server.close();
});

describe('BusinessDetailsPanel', () => {
  it('adds a GSTIN with its legal name, billing address and state, and shows what was saved', async () => {
    server.route('GET', ENDPOINT, () => ({ success: true, message: 'ok', data: unregistered }));
    server.route('PUT', ENDPOINT, (req) => ({ success: true, message: 'Business details saved', data: JSON.parse(req.body) }));
    render(<BusinessDetailsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Business Details' }));
    await userEvent.type(screen.getByLabelText(/^GSTIN/), registered.gstin);
    await userEvent.type(screen.getByLabelText(/^Legal name/), registered.legalName);
    await userEvent.type(screen.getByLabelText(/^Billing address/), registered.billingAddress);
    await userEvent.selectOptions(screen.getByLabelText(/^Billing state/), 'Gujarat (24)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));

    const shown = await screen.findByText(registered.gstin);
    expect(within(shown.closest('dl') as HTMLElement).getByText('Gujarat (24)')).toBeTruthy();
    expect(JSON.parse(server.received.find((req) => req.method === 'PUT')?.body ?? '{}')).toEqual(registered);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Business details saved']);
  });

  it('checks the GSTIN before sending, and shows the API’s field message when it refuses one', async () => {
    server.route('GET', ENDPOINT, () => ({ success: true, message: 'ok', data: unregistered }));
    server.route('PUT', ENDPOINT, (_req, res) =>
      sendJson(res, 400, { success: false, errorCode: 'VALIDATION_ERROR', message: 'Check the form', fields: { legalName: 'Too short' } }),
    );
    render(<BusinessDetailsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Business Details' }));
    await userEvent.type(screen.getByLabelText(/^GSTIN/), '24AABCU9603R1ZN');
    await userEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));
    expect(await screen.findByText(GSTIN_MESSAGES.checksum)).toBeTruthy();
    expect(server.hits(ENDPOINT)).toBe(1);

    await userEvent.clear(screen.getByLabelText(/^GSTIN/));
    await userEvent.type(screen.getByLabelText(/^GSTIN/), registered.gstin);
    await userEvent.type(screen.getByLabelText(/^Legal name/), 'X');
    await userEvent.type(screen.getByLabelText(/^Billing address/), registered.billingAddress);
    await userEvent.selectOptions(screen.getByLabelText(/^Billing state/), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));
    expect(await screen.findByText('Too short')).toBeTruthy();
    // Everything typed stays for the next try.
    expect((screen.getByLabelText(/^Billing address/) as HTMLTextAreaElement).value).toBe(registered.billingAddress);
  });

  it('removes saved details, and offers Try Again when they cannot be read', async () => {
    let reads = 0;
    server.route('GET', ENDPOINT, (_req, res) => {
      reads += 1;
      if (reads === 1) return sendJson(res, 503, { success: false, errorCode: 'UNAVAILABLE', message: 'down' });
      return { success: true, message: 'ok', data: registered };
    });
    server.route('PUT', ENDPOINT, (req) => ({ success: true, message: 'Business details saved', data: JSON.parse(req.body) }));
    render(<BusinessDetailsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(registered.gstin)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Business Details' }));
    expect(await screen.findByRole('button', { name: 'Add Business Details' })).toBeTruthy();
    expect(JSON.parse(server.received.find((req) => req.method === 'PUT')?.body ?? '{}')).toEqual(unregistered);
  });
});
