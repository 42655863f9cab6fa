import type { RouteDeclaration } from '@shop/shared/contracts';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { testRouteTable } from '../remotes/register-test-remotes';
import { accessFor, routeFor, routeTableOf } from './route-table';
import { type Access, HOME_PATH, SIGN_IN_PATH } from './routes';

// The workspace remotes' declarations must keep the shop's routes and their access classes.
const { routes } = testRouteTable();

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

describe('the route table of the workspace remotes', () => {
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

  it('lists each path once, each with a title and its section', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      expect(route.title, route.path).not.toBe('');
      expect(route.section, route.path).not.toBe('');
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

const declaration = (path: string, extra: Partial<RouteDeclaration> = {}): RouteDeclaration => ({
  section: 'reviews',
  cssPrefix: 'rev',
  routes: [{ path, access: 'public', module: 'reviews-page', title: 'Reviews' }],
  redirects: [],
  slots: {},
  ...extra,
});

function config(remotes: RuntimeConfig['remotes']): RuntimeConfig {
  return { apiBaseUrl: '', remotes };
}

describe('routeTableOf', () => {
  const reviews = {
    entry: 'https://cdn.test/reviews/1/mf-manifest.json',
    release: '1',
    declaration: declaration('/reviews'),
    candidate: {
      entry: 'https://cdn.test/reviews/2/mf-manifest.json',
      release: '2',
      percent: 10,
      declaration: declaration('/reviews/:id'),
    },
  };

  it('takes the routes of the release each remote gives the page view', () => {
    expect(routeTableOf(config({ reviews }), {}).routes.map((route) => route.path)).toEqual(['/reviews']);
    expect(routeTableOf(config({ reviews }), { reviews: 'candidate' }).routes.map((route) => route.path)).toEqual(['/reviews/:id']);
  });

  it('keys the table by the releases it was built from', () => {
    expect(routeTableOf(config({ reviews }), {}).key).toBe('shop reviews@1');
    expect(routeTableOf(config({ reviews }), { reviews: 'candidate' }).key).toBe('shop reviews@2');
    expect(routeTableOf(config({ reviews }), {}, 'backoffice').key).toBe('backoffice reviews@1');
  });

  it('gives a new remote whose only release is a candidate to its share of shoppers alone', () => {
    const { entry: _stable, declaration: _routes, release: _name, ...onlyCandidate } = reviews;
    expect(routeTableOf(config({ reviews: onlyCandidate }), {}).routes).toEqual([]);
    expect(routeTableOf(config({ reviews: onlyCandidate }), { reviews: 'candidate' }).routes).toHaveLength(1);
  });

  it('hands a route its section and parameters', () => {
    const [route] = routeTableOf(config({ reviews }), { reviews: 'candidate' }).routes;
    expect(route).toMatchObject({ remote: 'reviews', section: 'reviews', module: 'reviews-page', params: ['id'] });
  });

  it('serves staff routes on the back office alone, and the shop’s routes, redirects and slots on the shop alone', () => {
    const desk = declaration('/desk', {
      routes: [
        { path: '/desk', access: 'staff', module: 'desk-page', title: 'Desk' },
        { path: '/help', access: 'public', module: 'help-page', title: 'Help' },
      ],
      redirects: [{ from: '/counter', to: '/help', status: 301 }],
      slots: { search: 'find' },
    });
    const remotes = config({ desk: { entry: 'https://cdn.test/desk/mf-manifest.json', declaration: desk } });
    const shop = routeTableOf(remotes, {});
    expect(shop.routes.map((route) => route.path)).toEqual(['/help']);
    expect(shop.redirects).toHaveLength(1);
    const backoffice = routeTableOf(remotes, {}, 'backoffice');
    expect(backoffice).toMatchObject({ site: 'backoffice', redirects: [], slots: {} });
    expect(backoffice.routes.map((route) => route.path)).toEqual(['/desk']);
  });

  it('collects redirects and the search slot', () => {
    const table = routeTableOf(
      config({
        reviews: {
          entry: reviews.entry,
          declaration: declaration('/reviews', {
            redirects: [{ from: '/ratings', to: '/reviews', status: 301 }],
            slots: { search: 'find' },
          }),
        },
      }),
      {},
    );
    expect(table.redirects).toEqual([{ from: '/ratings', to: '/reviews', status: 301 }]);
    expect(table.slots.search).toEqual({ remote: 'reviews', module: 'find', section: 'reviews' });
  });

  it('finds a path’s route and access class with the shop’s matcher', () => {
    const table = testRouteTable();
    expect(routeFor(table, '/Product/p7/')?.module).toBe('product-detail-page');
    expect(accessFor(table, '/CART')).toBe('signed-in');
    expect(accessFor(table, '/no-such-page')).toBe('public');
  });
});
