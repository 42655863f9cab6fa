import type { ServerResponse } from 'node:http';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, type Mock, onTestFinished, vi } from 'vitest';
import { $cart, addToCart } from '../stores/cart-store';
import { $session, signIn } from '../stores/session-store';
import { $wishlist } from '../stores/wishlist-store';
import { makeProduct, makeUser } from '../test-fixtures';
import { configureApiClient } from './api-config';
import { ApiError } from './api-error';
import { type HttpMethod, type RequestHeaders, request, requestBlob } from './request';
import { shopperMessage } from './shopper-message';
import { sendJson, startTestServer, type TestServer } from './test-server';

// Runs in Vitest's node environment: Node's fetch against a real local server.

// The transport is tried with made-up endpoints, bodies and replies; checking calls against the
// contracts is the compiler's work (see request-types.test.ts).
const send = request as (
  method: HttpMethod,
  endpoint: string,
  data?: unknown,
  headers?: RequestHeaders,
) => Promise<{ data: { cookie?: string | null } }>;

const EXPIRED = { success: false, errorCode: 'TOKEN_EXPIRED', message: 'Access token expired', tokenExpired: true };
const REFRESH = '/api/auth/refreshtoken';

let server: TestServer;
let onSessionExpired: Mock<() => void>;

beforeEach(async () => {
  server = await startTestServer();
  onSessionExpired = vi.fn<() => void>();
  configureApiClient({ getApiBaseUrl: () => server.origin, onSessionExpired });
  $session.set({ isLoggedIn: false, userInfo: null, profileLoading: true });
  $cart.set([]);
});

afterEach(async () => {
  await server.close();
  cleanStores($session, $cart, $wishlist);
});

function signInWithCart(): void {
  signIn(makeUser());
  addToCart(makeProduct({ _id: 'soap' }), 1, 'c1');
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('request', () => {
  it('resolves with the whole reply body under /api/v1/', async () => {
    server.route('GET', '/api/v1/category', () => ({ success: true, message: 'ok', data: [{ _id: 'c1' }] }));
    await expect(send('GET', 'category')).resolves.toEqual({ success: true, message: 'ok', data: [{ _id: 'c1' }] });
  });

  it('sends X-Requested-With on every method', async () => {
    server.route('GET', '/api/v1/cart', () => ({ success: true, data: [] }));
    server.route('POST', '/api/v1/cart', () => ({ success: true, data: {} }));
    server.route('DELETE', '/api/v1/cart/c1', () => ({ success: true, data: null }));
    await send('GET', 'cart');
    await send('POST', 'cart', { productId: 'p1', quantity: 1 });
    await send('DELETE', 'cart/c1');
    expect(server.received.map((req) => req.headers['x-requested-with'])).toEqual(['XMLHttpRequest', 'XMLHttpRequest', 'XMLHttpRequest']);
  });

  it('sends data as a JSON body for writes and as the query string for reads', async () => {
    server.route('POST', '/api/v1/contact-us', () => ({ success: true, data: null }));
    server.route('GET', '/api/v1/product', () => ({ success: true, data: [] }));
    await send('POST', 'contact-us', { name: 'Asha' });
    await send('GET', 'product', { p: 0, l: 12, c: '' });
    const [post, get] = server.received;
    expect(post?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(post?.body ?? '')).toEqual({ name: 'Asha' });
    expect(get?.query.toString()).toBe('p=0&l=12&c=');
  });

  it('leaves undefined and null out of the query string', async () => {
    server.route('GET', '/api/v1/product/quick/search', () => ({ success: true, data: [] }));
    await send('GET', 'product/quick/search', { value: 'neem soap', p: 0, sb: undefined, r: null });
    expect(Object.fromEntries(server.received[0]?.query ?? [])).toEqual({ value: 'neem soap', p: '0' });
  });

  it('sends FormData as multipart with its boundary', async () => {
    server.route('PUT', '/api/v1/profile', () => ({ success: true, data: { user: {} } }));
    const body = new FormData();
    body.append('fullName', 'Asha Patel');
    body.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'me.png');
    await send('PUT', 'profile', body);
    const put = server.received[0];
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(put?.headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeDefined();
    expect(put?.body).toContain(`--${boundary}`);
    expect(put?.body).toContain('name="fullName"\r\n\r\nAsha Patel');
    expect(put?.body).toContain('filename="me.png"');
  });

  it('sends every call, the refresh included, with credentials', async () => {
    const transport = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => transport.mockRestore());
    let tokenValid = false;
    server.route('GET', '/api/v1/cart', (_, res) => (tokenValid ? { success: true, data: [] } : sendJson(res, 401, EXPIRED)));
    server.route('GET', REFRESH, () => {
      tokenValid = true;
      return { success: true };
    });
    server.route('POST', '/api/v1/contact-us', () => ({ success: true, data: null }));
    await send('GET', 'cart');
    await send('POST', 'contact-us', { name: 'Asha' });
    expect(transport.mock.calls.map(([url, init]) => [new URL(String(url)).pathname, init?.credentials])).toEqual([
      ['/api/v1/cart', 'include'],
      [REFRESH, 'include'],
      ['/api/v1/cart', 'include'],
      ['/api/v1/contact-us', 'include'],
    ]);
  });

  it('sends a Cookie header it is given (Node keeps no cookie jar of its own)', async () => {
    server.route('GET', '/api/v1/profile', (req) => ({ success: true, data: { cookie: req.headers.cookie ?? null } }));
    const reply = await send('GET', 'profile', undefined, { Cookie: 'accessToken=token-1' });
    expect(reply.data.cookie).toBe('accessToken=token-1');
  });

  it('passes extra headers such as an Authorization bearer', async () => {
    server.route('PUT', '/api/v1/auth/forgot-password', () => ({ success: true, data: null }));
    await send('PUT', '/auth/forgot-password', {}, { Authorization: 'Bearer abc', token: 'xyz' });
    expect(server.received[0]?.headers).toMatchObject({ authorization: 'Bearer abc', token: 'xyz' });
  });

  it('reads the API base on every call', async () => {
    let base = `${server.origin}/`;
    configureApiClient({ getApiBaseUrl: () => base });
    server.route('GET', '/api/v1/banner', () => ({ success: true, data: [] }));
    server.route('GET', '/edge/api/v1/banner', () => ({ success: true, data: [] }));
    await send('GET', 'banner');
    base = `${server.origin}/edge`;
    await send('GET', 'banner');
    expect(server.received.map((req) => req.path)).toEqual(['/api/v1/banner', '/edge/api/v1/banner']);
  });

  it('rejects a non-2xx reply with a typed ApiError', async () => {
    const body = { success: false, errorCode: 'OUT_OF_STOCK', message: 'This product is currently out of stock' };
    server.route('POST', '/api/v1/cart', (_, res) => sendJson(res, 409, body));
    const error = await send('POST', 'cart', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errorCode: 'OUT_OF_STOCK', message: body.message, body });
  });

  it('rejects a 2xx reply that says success: false', async () => {
    server.route('GET', '/api/v1/coupon/NOPE', () => ({ success: false, errorCode: 'INVALID', message: 'Invalid coupon code' }));
    await expect(send('GET', 'coupon/NOPE')).rejects.toMatchObject({ status: 200, errorCode: 'INVALID' });
  });
});

describe('shopperMessage of the client’s failures', () => {
  it("returns the server's message for a refusal with its code", async () => {
    server.route('POST', '/api/v1/auth/login', (_, res) =>
      sendJson(res, 401, { success: false, errorCode: 'BAD_LOGIN', message: 'Invalid email or password' }),
    );
    const error = await send('POST', 'auth/login', {}).catch((e: unknown) => e);
    expect(shopperMessage(error, 'Something went wrong. Please try again.')).toBe('Invalid email or password');
  });

  it('falls back when the reply carries no message', async () => {
    server.route('GET', '/api/v1/offers', (_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const error = await send('GET', 'offers').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, errorCode: 'HTTP_502' });
    expect(shopperMessage(error, 'Failed to fetch offers')).toBe('Failed to fetch offers');
  });

  it('falls back when the server cannot be reached', async () => {
    const origin = server.origin;
    await server.close();
    server = await startTestServer();
    configureApiClient({ getApiBaseUrl: () => origin });
    const error = await send('GET', 'offers').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, errorCode: 'NETWORK_ERROR' });
    expect(shopperMessage(error, 'Error connecting to the server')).toBe('Error connecting to the server');
  });

  it('gives up with a network error when the reply does not come within timeoutMs', async () => {
    configureApiClient({ getApiBaseUrl: () => server.origin, timeoutMs: 50 });
    server.route('GET', '/api/v1/offers', () => new Promise(() => {}));
    const error = await send('GET', 'offers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, errorCode: 'NETWORK_ERROR' });
    expect(shopperMessage(error, 'Error connecting to the server')).toBe('Error connecting to the server');
  });

  it('falls back for errors that are not API errors', () => {
    expect(shopperMessage(new Error('bug'), 'Failed to create order')).toBe('Failed to create order');
    expect(shopperMessage(undefined, 'Failed to create order')).toBe('Failed to create order');
  });
});

describe('expired access token', () => {
  it('refreshes once for 5 failing calls at the same time and retries each once', async () => {
    let tokenValid = false;
    const waiting: ServerResponse[] = [];
    server.route('GET', '/api/v1/profile', (req, res) => {
      if (tokenValid) return { success: true, data: { n: req.query.get('n') } };
      // Hold the expired calls until all five have arrived, then fail them together.
      waiting.push(res);
      if (waiting.length === 5) for (const held of waiting) sendJson(held, 401, EXPIRED);
    });
    server.route('GET', REFRESH, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      tokenValid = true;
      return { success: true, data: null };
    });

    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => send('GET', 'profile', { n })));

    expect(replies.map((reply) => reply.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n: String(n) })));
    expect(server.hits(REFRESH)).toBe(1);
    expect(server.hits('/api/v1/profile')).toBe(10);
  });

  it('does not refresh again for a call that left before the last refresh finished', async () => {
    let tokenValid = false;
    const refreshed = deferred();
    server.route('GET', '/api/v1/orders', async (req, res) => {
      if (tokenValid) return { success: true, data: [] };
      // The second call fails only after the first call's refresh has completed.
      if (req.query.get('n') === '2') await refreshed.promise;
      sendJson(res, 401, EXPIRED);
    });
    server.route('GET', REFRESH, () => {
      tokenValid = true;
      setTimeout(refreshed.resolve, 30);
      return { success: true };
    });

    await Promise.all([send('GET', 'orders', { n: 1 }), send('GET', 'orders', { n: 2 })]);
    expect(server.hits(REFRESH)).toBe(1);
  });

  it('retries only once: a second expiry rejects', async () => {
    server.route('GET', '/api/v1/profile', (_, res) => sendJson(res, 401, EXPIRED));
    server.route('GET', REFRESH, () => ({ success: true }));
    signIn(makeUser());

    const error = await send('GET', 'profile').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'TOKEN_EXPIRED', tokenExpired: true });
    expect(server.hits('/api/v1/profile')).toBe(2);
    expect(server.hits(REFRESH)).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the refresh as a credentialed GET with X-Requested-With', async () => {
    let tokenValid = false;
    server.route('GET', '/api/v1/cart', (_, res) => (tokenValid ? { success: true, data: [] } : sendJson(res, 401, EXPIRED)));
    server.route('GET', REFRESH, () => {
      tokenValid = true;
      return { success: true };
    });
    await send('GET', 'cart');
    const refresh = server.received.find((req) => req.path === REFRESH);
    expect(refresh).toMatchObject({ method: 'GET', headers: { 'x-requested-with': 'XMLHttpRequest' } });
  });

  it('signs out and tells the shell once when the refresh answers 403', async () => {
    signInWithCart();
    server.route('GET', '/api/v1/cart', (_, res) => sendJson(res, 401, EXPIRED));
    server.route('GET', REFRESH, (_, res) =>
      sendJson(res, 403, { success: false, errorCode: 'REFRESH_REFUSED', message: 'Refresh token revoked' }),
    );

    const results = await Promise.allSettled([send('GET', 'cart'), send('GET', 'cart'), send('GET', 'cart')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { errorCode: 'SESSION_EXPIRED', status: 403 } });
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(server.hits(REFRESH)).toBe(1);
    expect(server.hits('/api/v1/cart')).toBe(3);
  });

  it('keeps the shopper signed in when the refresh fails for a passing reason, and tries again on the next call', async () => {
    signInWithCart();
    server.route('GET', '/api/v1/wishlist', (_, res) => sendJson(res, 401, EXPIRED));
    server.route('GET', REFRESH, (_, res) => {
      res.writeHead(500);
      res.end();
    });
    await expect(send('GET', 'wishlist')).rejects.toMatchObject({ status: 500 });
    expect($session.get().isLoggedIn).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();

    server.route('GET', REFRESH, (_, res) => sendJson(res, 200, { success: true, data: null }));
    let expiredOnce = false;
    server.route('GET', '/api/v1/wishlist', (_, res) => {
      if (expiredOnce) return sendJson(res, 200, { success: true, data: [] });
      expiredOnce = true;
      return sendJson(res, 401, EXPIRED);
    });
    await expect(send('GET', 'wishlist')).resolves.toMatchObject({ success: true });
    expect(server.hits(REFRESH)).toBe(2);
  });

  it('retries, still signed in, when another tab won the refresh race (409 REFRESH_RACE)', async () => {
    signInWithCart();
    let calls = 0;
    server.route('GET', '/api/v1/wishlist', (_, res) => {
      calls += 1;
      // The other tab's reply has put fresh cookies in the shared jar by the time of the retry.
      return calls === 1 ? sendJson(res, 401, EXPIRED) : sendJson(res, 200, { success: true, data: [] });
    });
    server.route('GET', REFRESH, (_, res) =>
      sendJson(res, 409, { success: false, errorCode: 'REFRESH_RACE', message: 'This session was refreshed a moment ago' }),
    );
    await expect(send('GET', 'wishlist')).resolves.toMatchObject({ success: true });
    expect($session.get().isLoggedIn).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out when the refresh answers 401', async () => {
    signInWithCart();
    server.route('GET', '/api/v1/wishlist', (_, res) => sendJson(res, 401, EXPIRED));
    server.route('GET', REFRESH, (_, res) =>
      sendJson(res, 401, { success: false, errorCode: 'UNAUTHORIZED', message: 'No refresh token' }),
    );
    await expect(send('GET', 'wishlist')).rejects.toBeInstanceOf(ApiError);
    expect($session.get().isLoggedIn).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('401 without the expiry flag', () => {
  const unauthorised = { success: false, errorCode: 'UNAUTHORIZED', message: 'Please Log In' };

  it('signs a signed-in shopper out locally without a refresh', async () => {
    signInWithCart();
    server.route('GET', '/api/v1/profile', (_, res) => sendJson(res, 401, unauthorised));
    await expect(send('GET', 'profile')).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    expect($session.get().isLoggedIn).toBe(false);
    expect($cart.get()).toEqual([]);
    expect(server.hits(REFRESH)).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves a guest session untouched', async () => {
    server.route('GET', '/api/v1/profile', (_, res) => sendJson(res, 401, unauthorised));
    await expect(send('GET', 'profile')).rejects.toBeInstanceOf(ApiError);
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: true });
  });

  it('does not sign out on other failures', async () => {
    signIn(makeUser());
    server.route('POST', '/api/v1/order', (_, res) =>
      sendJson(res, 400, { success: false, errorCode: 'EMPTY_CART', message: 'Your cart is empty' }),
    );
    await expect(send('POST', 'order', {})).rejects.toBeInstanceOf(ApiError);
    expect($session.get().isLoggedIn).toBe(true);
  });
});

describe('requestBlob', () => {
  it('downloads a file as a Blob with its content type', async () => {
    server.route('GET', '/api/v1/order/invoice/o1', (_, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.from('%PDF-1.7 test'));
    });
    const blob = await requestBlob('GET', 'order/invoice/o1');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 test');
  });

  it('reads the JSON error of a failed download', async () => {
    server.route('GET', '/api/v1/order/invoice/o2', (_, res) =>
      sendJson(res, 404, { success: false, errorCode: 'NO_INVOICE', message: 'Invoice not found' }),
    );
    const error = await requestBlob('GET', 'order/invoice/o2').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, errorCode: 'NO_INVOICE' });
    expect(shopperMessage(error, 'Something went wronge.')).toBe('Invoice not found');
  });

  it('refreshes an expired session before downloading', async () => {
    let tokenValid = false;
    server.route('GET', '/api/v1/order/invoice/o3', (_, res) => {
      if (!tokenValid) return sendJson(res, 401, EXPIRED);
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF');
    });
    server.route('GET', REFRESH, () => {
      tokenValid = true;
      return { success: true };
    });
    await expect((await requestBlob('GET', 'order/invoice/o3')).text()).resolves.toBe('%PDF');
    expect(server.hits(REFRESH)).toBe(1);
  });
});
