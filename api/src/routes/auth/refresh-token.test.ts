import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../auth/session';
import { refreshTokens } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, cookiesOf, signIn, tokensIn } from './auth-fixtures';
import { SESSION_REFRESHED } from './refresh-token';

const database = useTestDatabase();
const app = useTestApp(database);

const refresh = (cookies: Record<string, string>) => call(app(), 'GET', '/api/auth/refreshtoken', undefined, { cookies });
const profile = (cookies: Record<string, string>) => call(app(), 'GET', '/api/v1/profile', undefined, { cookies });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/auth/refreshtoken', () => {
  it('rotates the refresh token and sets new cookies that work, with no token in the body', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await refresh(session.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SESSION_REFRESHED, data: null });
    expect(tokensIn(response)).toEqual([]);
    const cookies = cookiesOf(response);
    expect(cookies).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), signedIn: '1' });
    expect(cookies.refreshToken).not.toBe(session.refreshToken);
    expect((await profile(cookies)).statusCode).toBe(200);
  });

  it('gives a non-browser client that sent its refresh token as a bearer token the new pair in the body, and no cookie', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await app().inject({
      method: 'GET',
      url: '/api/auth/refreshtoken',
      headers: { authorization: `Bearer ${session.refreshToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    const { token } = response.json().data;
    const bearer = await app().inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(200);
  });

  it('keeps the tokens out of the body when a page script sends a bearer refresh token', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await app().inject({
      method: 'GET',
      url: '/api/auth/refreshtoken',
      headers: { authorization: `Bearer ${session.refreshToken}`, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(tokensIn(response)).toEqual([]);
    expect(cookiesOf(response)).toHaveProperty('accessToken');
  });

  it('answers 409 REFRESH_RACE, keeping the cookies and the family, when another tab rotated the token moments ago', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const rotated = cookiesOf(await refresh(session.cookies));

    const race = await refresh(session.cookies);
    expect(race.statusCode).toBe(409);
    expect(race.json()).toMatchObject({ success: false, errorCode: 'REFRESH_RACE' });
    expect(race.headers['set-cookie']).toBeUndefined();
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes rotate, and the other learn it lost the race', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const replies = await Promise.all([refresh(session.cookies), refresh(session.cookies)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });

  it('revokes the whole family when an old refresh token is replayed: the rotated successor stops too', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const rotated = cookiesOf(await refresh(session.cookies));

    // Past the grace that covers two tabs refreshing together, a second use means a stolen copy.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refresh(session.cookies);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });

    const successor = await refresh(rotated);
    expect(successor.statusCode).toBe(401);
    const rows = await database().db.select().from(refreshTokens);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('leaves other sessions of the same shopper alone when one family is revoked', async () => {
    await addUser(database().db);
    const phone = await signIn(app());
    const laptop = await signIn(app());
    await refresh(phone.cookies);
    await refresh(phone.cookies);
    expect((await refresh(laptop.cookies)).statusCode).toBe(200);
  });

  it('refuses an access token presented as a refresh token', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await refresh({ refreshToken: session.token });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired refresh token and clears the cookies', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addUser(database().db);
    const session = await signIn(app());
    vi.setSystemTime(Date.now() + app().config.auth.refreshTokenTtlSeconds * 1000 + 1000);
    const response = await refresh(session.cookies);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.map((cookie) => cookie.value)).toEqual(['', '', '']);
  });

  it('answers 401 without any token', async () => {
    expect((await refresh({})).statusCode).toBe(401);
  });

  it('asks a cookie refresh for the X-Requested-With header, as a cross-site link cannot send it', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await app().inject({ method: 'GET', url: '/api/auth/refreshtoken', cookies: session.cookies });
    expect(response.statusCode).toBe(403);
    expect((await refresh(session.cookies)).statusCode).toBe(200);
  });
});

describe('the access token', () => {
  it('is accepted from the cookie or an Authorization header', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    expect((await profile({ accessToken: session.token })).statusCode).toBe(200);
    const bearer = await app().inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${session.token}` } });
    expect(bearer.statusCode).toBe(200);
  });

  it('answers 401 TOKEN_EXPIRED with the tokenExpired flag once it has expired, and a refresh mends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addUser(database().db);
    const session = await signIn(app());
    vi.setSystemTime(Date.now() + app().config.auth.accessTokenTtlSeconds * 1000 + 1000);
    const expired = await profile(session.cookies);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      success: false,
      errorCode: 'TOKEN_EXPIRED',
      message: 'Your session token has expired.',
      tokenExpired: true,
    });
    const renewed = cookiesOf(await refresh(session.cookies));
    expect((await profile(renewed)).statusCode).toBe(200);
  });

  it('is refused with 401 UNAUTHORIZED, never tokenExpired, when forged', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const [header, payload, signature] = session.token.split('.');
    const otherSignature = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${payload}.${otherSignature}`, unsigned, session.refreshToken, 'garbage']) {
      const response = await profile({ accessToken: token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
      expect(response.json()).not.toHaveProperty('tokenExpired');
    }
  });

  it('is required: no token, no profile', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/profile', headers: XHR });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });
});
