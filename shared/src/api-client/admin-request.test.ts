import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../stores/session-store';
import { adminRequest, adminRequestBlob } from './admin-request';
import { configureApiClient } from './api-config';
import { sendJson, startTestServer, type TestServer } from './test-server';

// The back office's page runs on its own origin; here that origin is a real local server.
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
  // The shop's API address must not matter: staff calls stay on the page's own origin.
  configureApiClient({ getApiBaseUrl: () => 'http://shop-api.invalid' });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe('adminRequest', () => {
  it('calls /api/admin/v1 on the page’s own origin, with the query for reads and JSON for writes', async () => {
    server.route('GET', '/api/admin/v1/orders', () => ({ success: true, message: 'ok', data: { rows: [] } }));
    server.route('POST', '/api/admin/v1/orders/o1/transitions', () => ({ success: true, message: 'Confirmed', data: null }));
    await expect(adminRequest('GET', 'orders', { status: 'placed', q: undefined })).resolves.toMatchObject({ data: { rows: [] } });
    await adminRequest('POST', '/orders/o1/transitions', { to: 'confirmed' });
    const [read, write] = server.received;
    expect(read?.path).toBe('/api/admin/v1/orders');
    expect(Object.fromEntries(read?.query ?? [])).toEqual({ status: 'placed' });
    expect(write?.headers['content-type']).toMatch(/^application\/json/);
    expect(write?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(write?.body).toBe('{"to":"confirmed"}');
  });

  it('rejects a 401 with its message and neither refreshes nor touches the shopper’s session', async () => {
    $session.set({ isLoggedIn: true, userInfo: null, profileLoading: false });
    server.route('GET', '/api/admin/v1/me', (_, res) =>
      sendJson(res, 401, { success: false, errorCode: 'UNAUTHORIZED', message: 'Sign in to the back office.' }),
    );
    await expect(adminRequest('GET', 'me')).rejects.toMatchObject({ status: 401, message: 'Sign in to the back office.' });
    expect(server.received.map((req) => req.path)).toEqual(['/api/admin/v1/me']);
    expect($session.get().isLoggedIn).toBe(true);
  });

  it('downloads a file with its query', async () => {
    server.route('GET', '/api/admin/v1/orders/export', (_, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('Order,Status\n');
    });
    const blob = await adminRequestBlob('orders/export', { status: 'shipped' });
    expect(await blob.text()).toBe('Order,Status\n');
    expect(server.received[0]?.query.get('status')).toBe('shipped');
  });
});
