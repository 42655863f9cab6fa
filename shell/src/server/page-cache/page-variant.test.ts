// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookies } from '../../remotes/cookies';
import { pageVariant } from './page-variant';

const guest = { method: 'GET', pathname: '/shop', search: '', cookies: {} };

describe('which requests share a kept page', () => {
  it('is the address for a guest, with the shop’s own filters and page', () => {
    expect(pageVariant(guest)).toBe('/shop');
    expect(pageVariant({ ...guest, search: '?c=abc&sb=pl&p=2' })).toBe('/shop?c=abc&sb=pl&p=2');
    expect(pageVariant({ ...guest, method: 'HEAD' })).toBe('/shop');
    // A rollout bucket or any cookie of no personal meaning does not make a page personal.
    expect(pageVariant({ ...guest, cookies: readCookies('mf-bucket=42; theme=dark') })).toBe('/shop');
  });

  it('is none for a session, a tester’s pin or build, or a query it cannot bound', () => {
    for (const cookieHeader of ['accessToken=x', 'refreshToken=y', 'signedIn=1', 'mf-pin-catalog=candidate', 'mf-dev-catalog=z']) {
      expect(pageVariant({ ...guest, cookies: readCookies(cookieHeader) }), cookieHeader).toBeUndefined();
    }
    for (const search of [
      '?utm_source=wa',
      '?mf-catalog=candidate',
      '?p=1&p=2',
      `?c=${'x'.repeat(65)}`,
      '?c=1&sb=2&pf=3&pt=4&r=5&p=6&q=7',
    ]) {
      expect(pageVariant({ ...guest, search }), search).toBeUndefined();
    }
    expect(pageVariant({ ...guest, method: 'POST' })).toBeUndefined();
    expect(pageVariant({ ...guest, pathname: `/${'a'.repeat(300)}` })).toBeUndefined();
  });
});
