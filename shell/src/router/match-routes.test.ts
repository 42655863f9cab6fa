import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from './match-routes';
import type { ShellRoute } from './route-tree';

describe('matchPath', () => {
  it('reads params, ignoring case and a trailing slash, as React Router does on the server', () => {
    expect(matchPath('/product/:productId', '/product/p7')).toEqual({ productId: 'p7' });
    expect(matchPath('/distributorinquiryForm', '/DistributorInquiryForm/')).toEqual({});
    expect(matchPath('/shop', '/shop/more')).toBeNull();
  });

  it('decodes params, and keeps an address that is not valid percent-encoding as it is', () => {
    expect(matchPath('/product/:productId', '/product/a%20b')).toEqual({ productId: 'a b' });
    expect(matchPath('/product/:productId', '/product/50%-off')).toEqual({ productId: '50%-off' });
  });

  it("matches anything with '*'", () => {
    expect(matchPath('*', '/no/such/page')).toEqual({});
  });
});

describe('matchRoutes', () => {
  const routes: ShellRoute[] = [
    {
      id: 'frame',
      element: null,
      children: [
        { id: '/', path: '/', element: null },
        { id: '/product/:productId', path: '/product/:productId', element: null },
        { id: '*', path: '*', element: null },
      ],
    },
  ];

  it('gives the frame and the first child that matches', () => {
    expect(matchRoutes(routes, '/product/p7').map((match) => [match.route.id, match.params])).toEqual([
      ['frame', { productId: 'p7' }],
      ['/product/:productId', { productId: 'p7' }],
    ]);
    expect(matchRoutes(routes, '/nope').map((match) => match.route.id)).toEqual(['frame', '*']);
  });
});
