// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookies } from '../../remotes/cookies';
import { pageAddress, pageVariant, untrackedAddress } from './page-variant';

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
    for (const search of ['?fbclidx=1', '?mf-catalog=candidate', '?p=1&p=2', `?c=${'x'.repeat(65)}`, '?c=1&sb=2&pf=3&pt=4&r=5&p=6&q=7']) {
      expect(pageVariant({ ...guest, search }), search).toBeUndefined();
    }
    expect(pageVariant({ ...guest, method: 'POST' })).toBeUndefined();
    expect(pageVariant({ ...guest, pathname: `/${'a'.repeat(300)}` })).toBeUndefined();
  });
});

describe('the address a page is rendered for', () => {
  // The renderer reads the address through URL, the kept front as the browser sent it: both must agree.
  const address = (path: string) => {
    const url = pageAddress(new URL(path, 'https://shop.example'));
    expect(untrackedAddress(path), path).toBe(`${url.pathname}${url.search}`);
    return `${url.pathname}${url.search}`;
  };

  it('is the one asked, less its campaign and click-tracking parameters', () => {
    expect(address('/shop?utm_source=whatsapp&utm_medium=social&utm_campaign=diwali')).toBe('/shop');
    expect(address('/product/p1?fbclid=IwAR0x&gclid=Cj0K&msclkid=abc&_gl=1*xyz')).toBe('/product/p1');
    // Encoded names are tracking parameters too.
    expect(address('/shop?utm%5Fsource=x&c=abc')).toBe('/shop?c=abc');
  });

  it('keeps everything else as written: the shop’s filters, unknown names, their order and encoding', () => {
    expect(address('/shop?sb=pl&utm_source=mail&c=a%20b&zz=1')).toBe('/shop?sb=pl&c=a%20b&zz=1');
    expect(address('/shop?q=soap+bar')).toBe('/shop?q=soap+bar');
    expect(address('/shop?utm=1&utm_=2&fbclid2=3')).toBe('/shop?utm=1&utm_=2&fbclid2=3');
    expect(address('/shop?%E0%A4=1&utm_id=7')).toBe('/shop?%E0%A4=1');
    expect(address('/')).toBe('/');
  });

  it('makes a campaign link share the kept page of the plain address, however many click ids there are', () => {
    const variant = (path: string) => {
      const url = pageAddress(new URL(path, 'https://shop.example'));
      return pageVariant({ method: 'GET', pathname: url.pathname, search: url.search, cookies: {} });
    };
    expect(variant('/shop?utm_source=wa')).toBe('/shop');
    expect(variant(`/shop?fbclid=${'x'.repeat(300)}&c=abc`)).toBe('/shop?c=abc');
    // A name that only looks like one is still unknown: rendered for itself.
    expect(variant('/shop?utm=1')).toBeUndefined();
  });
});
