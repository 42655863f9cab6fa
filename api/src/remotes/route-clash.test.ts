import type { RouteDeclaration } from '@shop/shared/contracts';
import { describe, expect, it } from 'vitest';
import { clashMessage, findRouteClash } from './route-clash';

const declare = (paths: string[], redirects: string[] = []): RouteDeclaration => ({
  section: 'x',
  cssPrefix: 'xx',
  routes: paths.map((path) => ({ path, access: 'public', module: 'page', title: 'Page' })),
  redirects: redirects.map((from) => ({ from, to: '/', status: 301 })),
  slots: {},
});

const catalog = { remote: 'catalog', release: '1', declaration: declare(['/', '/shop', '/product/:productId']) };
const inquiries = { remote: 'inquiries', release: '1', declaration: declare(['/contact'], ['/distributor']) };

describe('findRouteClash', () => {
  it('finds a path another remote already answers, whatever its case or parameter names', () => {
    expect(findRouteClash('reviews', declare(['/reviews', '/SHOP']), [catalog])).toEqual({
      path: '/SHOP',
      remote: 'reviews',
      otherPath: '/shop',
      otherRemote: 'catalog',
    });
    expect(findRouteClash('reviews', declare(['/product/reviews']), [catalog])?.otherPath).toBe('/product/:productId');
  });

  it('counts redirects as addresses a remote answers', () => {
    expect(findRouteClash('reviews', declare(['/distributor']), [inquiries])?.otherRemote).toBe('inquiries');
    expect(findRouteClash('reviews', declare(['/r'], ['/contact']), [inquiries])?.path).toBe('/contact');
  });

  it('lets a remote keep its own paths in a new release, and passes paths nobody has', () => {
    expect(findRouteClash('catalog', declare(['/', '/shop']), [catalog, inquiries])).toBeUndefined();
    expect(findRouteClash('reviews', declare(['/reviews/:productId']), [catalog, inquiries])).toBeUndefined();
  });

  it('compares the back office’s staff routes with staff routes only: the two sites are two origins', () => {
    const staffOnly = (paths: string[]): RouteDeclaration => ({
      ...declare([]),
      routes: paths.map((path) => ({ path, access: 'staff', module: 'page', title: 'Page' })),
    });
    expect(findRouteClash('backoffice', staffOnly(['/', '/shop', '/distributor']), [catalog, inquiries])).toBeUndefined();
    const backoffice = { remote: 'backoffice', release: '1', declaration: staffOnly(['/orders/:orderId']) };
    expect(findRouteClash('reviews', declare(['/orders/:orderId']), [backoffice])).toBeUndefined();
    expect(findRouteClash('desk', staffOnly(['/Orders/o1']), [backoffice])).toMatchObject({ otherRemote: 'backoffice' });
  });

  it('ignores releases registered before declarations existed', () => {
    expect(findRouteClash('reviews', declare(['/shop']), [{ ...catalog, declaration: null }])).toBeUndefined();
  });
});

describe('clashMessage', () => {
  it('names both remotes and the path', () => {
    expect(clashMessage({ path: '/shop', remote: 'reviews', otherPath: '/shop', otherRemote: 'catalog' })).toBe(
      '/shop is already a route of catalog; reviews cannot declare it',
    );
    expect(clashMessage({ path: '/product/reviews', remote: 'reviews', otherPath: '/product/:productId', otherRemote: 'catalog' })).toBe(
      '/product/reviews (as /product/:productId) is already a route of catalog; reviews cannot declare it',
    );
  });
});
