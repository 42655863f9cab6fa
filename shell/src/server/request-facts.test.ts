// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookies } from '../remotes/cookies';
import { readRequestFacts, toFetchRequest } from './request-facts';

describe('readRequestFacts', () => {
  it('knows a request carries a session cookie, and nothing about whose', () => {
    expect(readRequestFacts(readCookies('mf-bucket=4; refreshToken=abc.def')).hasSession).toBe(true);
    expect(readRequestFacts(readCookies('accessToken=xyz')).hasSession).toBe(true);
  });

  it('treats a request without session cookies, or with emptied ones, as a guest', () => {
    expect(readRequestFacts({}).hasSession).toBe(false);
    expect(readRequestFacts(readCookies('signedIn=1; accessToken=; refreshToken=')).hasSession).toBe(false);
  });
});

describe('toFetchRequest', () => {
  it("hands loaders the address only: no shopper's cookie reaches them", () => {
    const request = toFetchRequest(new URL('https://shop.example/shop?c=3'), new AbortController().signal);
    expect(request.url).toBe('https://shop.example/shop?c=3');
    expect(request.headers.get('cookie')).toBeNull();
  });
});
