// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRequestFacts, toFetchRequest } from './request-facts';

describe('readRequestFacts', () => {
  it('knows a request carries a session cookie, and nothing about whose', () => {
    expect(readRequestFacts({ cookie: 'mf-bucket=4; refreshToken=abc.def' })).toEqual({
      hasSession: true,
      cookieHeader: 'mf-bucket=4; refreshToken=abc.def',
    });
    expect(readRequestFacts({ cookie: 'accessToken=xyz' }).hasSession).toBe(true);
  });

  it('treats a request without session cookies, or with emptied ones, as a guest', () => {
    expect(readRequestFacts({}).hasSession).toBe(false);
    expect(readRequestFacts({ cookie: 'signedIn=1; accessToken=; refreshToken=' }).hasSession).toBe(false);
  });
});

describe('toFetchRequest', () => {
  it("hands loaders the address only: no shopper's cookie reaches them", () => {
    const request = toFetchRequest(new URL('https://shop.example/shop?c=3'), new AbortController().signal);
    expect(request.url).toBe('https://shop.example/shop?c=3');
    expect(request.headers.get('cookie')).toBeNull();
  });
});
