// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:5173/" }
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from './api-config';
import { request } from './request';
import { startTestServer, type TestServer } from './test-server';

// jsdom gives axios a real XMLHttpRequest with a cookie jar and CORS checks, so this shows what a
// browser does with the session cookies: stored and sent back, but never readable by page code.

const PAGE_ORIGIN = 'http://127.0.0.1:5173';
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(PAGE_ORIGIN);
  configureApiClient({ getApiBaseUrl: () => server.origin });
});

afterEach(() => server.close());

describe('request in a browser', () => {
  it('uses XMLHttpRequest in this environment', () => {
    expect(typeof XMLHttpRequest).toBe('function');
  });

  it('sends the HttpOnly session cookie the API set, without page code seeing it', async () => {
    server.route('POST', '/api/v1/auth/login', (_, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'accessToken=token-1; Path=/; HttpOnly; SameSite=Lax',
      });
      res.end(JSON.stringify({ success: true, data: { user: { fullName: 'Asha' } } }));
    });
    server.route('GET', '/api/v1/profile', (req) => ({ success: true, data: { cookie: req.headers.cookie ?? null } }));

    await request('POST', 'auth/login', { email: 'asha@example.in', password: 'secret1' });
    const reply = await request<{ cookie: string | null }>('GET', 'profile');

    expect(reply.data.cookie).toBe('accessToken=token-1');
    expect(document.cookie).not.toContain('accessToken');
  });

  it('sends X-Requested-With across origins, after the preflight allowed it', async () => {
    server.route('POST', '/api/v1/contact-us', () => ({ success: true, data: null }));
    await request('POST', 'contact-us', { name: 'Asha' });
    const preflight = server.received.find((req) => req.method === 'OPTIONS');
    const post = server.received.find((req) => req.method === 'POST');
    expect(preflight?.headers['access-control-request-headers']?.toLowerCase()).toContain('x-requested-with');
    expect(post?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(post?.headers.origin).toBe(PAGE_ORIGIN);
  });
});
