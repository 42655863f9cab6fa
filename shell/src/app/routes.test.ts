import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../remotes/remotes-config';
import { type Access, HOME_PATH, routes, SIGN_IN_PATH } from './routes';

function pathsWith(access: Access): string[] {
  return routes
    .filter((route) => route.access === access)
    .map((route) => route.path)
    .sort();
}

function pathsOf(remote: string): string[] {
  return routes
    .filter((route) => route.remote === remote)
    .map((route) => route.path)
    .sort();
}

describe('route table', () => {
  it('keeps the guest-only pages from signed-in shoppers', () => {
    expect(pathsWith('guest-only')).toEqual(
      ['/signin', '/signup', '/forgotpassword', '/verifyotp', '/newpassword', '/verification', '/userverify', '/delete-account'].sort(),
    );
  });

  it('asks guests to sign in for the account, cart, checkout, offers and distributor pages', () => {
    expect(pathsWith('signed-in')).toEqual(
      ['/profile', '/orders', '/wishlist', '/cart', '/checkout', '/offers', '/distubutor', '/distributorinquiryForm'].sort(),
    );
  });

  it('opens the shop, product, company and policy pages to everyone', () => {
    expect(pathsWith('public')).toEqual(
      [
        '/',
        '/shop',
        '/about',
        '/contact',
        '/product/:productId',
        '/termscondition',
        '/shippingpolicy',
        '/returnandexchange',
        '/privacypolicy',
        '/wholesaler',
      ].sort(),
    );
  });

  it('gives each route to the remote that owns it', () => {
    expect(pathsOf('catalog')).toEqual(
      ['/', '/shop', '/product/:productId', '/about', '/termscondition', '/shippingpolicy', '/returnandexchange', '/privacypolicy'].sort(),
    );
    expect(pathsOf('account')).toEqual(
      [
        '/signin',
        '/signup',
        '/forgotpassword',
        '/verifyotp',
        '/newpassword',
        '/verification',
        '/userverify',
        '/delete-account',
        '/profile',
        '/orders',
        '/wishlist',
      ].sort(),
    );
    expect(pathsOf('checkout')).toEqual(['/cart', '/checkout', '/offers'].sort());
    expect(pathsOf('inquiries')).toEqual(['/contact', '/distubutor', '/distributorinquiryForm', '/wholesaler'].sort());
  });

  it('lists each path once, each with a title and a known remote', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      expect(route.title, route.path).not.toBe('');
      expect(REMOTE_NAMES, route.path).toContain(route.remote);
    }
  });

  it('hands the product page its product id', () => {
    expect(routes.find((route) => route.path === '/product/:productId')?.params).toEqual(['productId']);
  });

  it('sends guests to /signin and signed-in shoppers to /', () => {
    expect(SIGN_IN_PATH).toBe('/signin');
    expect(HOME_PATH).toBe('/');
  });
});
