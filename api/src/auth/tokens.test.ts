import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TokenError } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createTokenService({ secret: SECRET, accessTokenTtlSeconds: 900 });
const userId = randomUUID();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('carry the user and the session version and are accepted until they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const token = await tokens.signAccess(userId, 3);
    await expect(tokens.verifyAccess(token)).resolves.toEqual({ userId, sessionVersion: 3 });

    vi.setSystemTime(new Date('2026-11-22T08:14:59Z'));
    await expect(tokens.verifyAccess(token)).resolves.toEqual({ userId, sessionVersion: 3 });
    vi.setSystemTime(new Date('2026-11-22T08:15:01Z'));
    expect(await reason(tokens.verifyAccess(token))).toBe('expired');
  });

  it('differ even when issued for the same user in the same second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await tokens.signAccess(userId, 0)).not.toBe(await tokens.signAccess(userId, 0));
  });

  it('the development token is signed correctly but already expired', async () => {
    expect(await reason(tokens.verifyAccess(await tokens.signExpiredAccess(userId, 0)))).toBe('expired');
  });

  it('refuses a token signed with another key', async () => {
    const other = createTokenService({ secret: `${SECRET}-other`, accessTokenTtlSeconds: 900 });
    expect(await reason(tokens.verifyAccess(await other.signAccess(userId, 0)))).toBe('invalid');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url({ sub: userId, iat: now, exp: now + 900 })}.`;
    expect(await reason(tokens.verifyAccess(token))).toBe('invalid');
  });

  it('refuses another HMAC algorithm even with the right key', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .setSubject(userId)
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await reason(tokens.verifyAccess(token))).toBe('invalid');
  });

  it('refuses a token whose payload was changed', async () => {
    const [header, , signature] = (await tokens.signAccess(userId, 0)).split('.');
    const forged = `${header}.${base64url({ sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 900 })}.${signature}`;
    expect(await reason(tokens.verifyAccess(forged))).toBe('invalid');
  });

  it('stand for session version 0 when issued before versions existed, and refuse a version that is not a count', async () => {
    const key = new TextEncoder().encode(SECRET);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject(userId).setExpirationTime('15m').sign(key);
    await expect(tokens.verifyAccess(await signed({}))).resolves.toEqual({ userId, sessionVersion: 0 });
    for (const ver of [-1, 1.5, '2', null]) expect(await reason(tokens.verifyAccess(await signed({ ver })))).toBe('invalid');
  });

  it('refuses rubbish', async () => {
    expect(await reason(tokens.verifyAccess('not.a.token'))).toBe('invalid');
    expect(await reason(tokens.verifyAccess(''))).toBe('invalid');
  });
});

describe('refresh tokens', () => {
  const claims = { userId, sessionVersion: 2, tokenId: randomUUID(), familyId: randomUUID() };
  const inADay = () => new Date(Date.now() + 86_400_000);

  it('carry the user, the session version, the row and the family', async () => {
    await expect(tokens.verifyRefresh(await tokens.signRefresh(claims, inADay()))).resolves.toEqual(claims);
  });

  it('are not accepted as access tokens, nor access tokens as refresh tokens', async () => {
    expect(await reason(tokens.verifyAccess(await tokens.signRefresh(claims, inADay())))).toBe('invalid');
    expect(await reason(tokens.verifyRefresh(await tokens.signAccess(userId, 0)))).toBe('invalid');
  });

  it('expire at the time of their row', async () => {
    const token = await tokens.signRefresh(claims, new Date(Date.now() - 1000));
    expect(await reason(tokens.verifyRefresh(token))).toBe('expired');
  });
});
