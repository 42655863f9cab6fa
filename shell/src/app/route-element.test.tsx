import { $session, setProfileLoading, signIn } from '@shop/shared/stores';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTestRemotes } from '../remotes/register-test-remotes';
import type { RemotePageProps } from '../remotes/remote-page';
import { NotFoundElement, RouteElement } from './route-element';
import type { RouteDefinition } from './routes';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function ProductPage({ params }: RemotePageProps) {
  return <h1>Product page {JSON.stringify(params)}</h1>;
}

function SignInStandIn() {
  return <h1>Sign-in page at {useLocation().pathname}</h1>;
}

function renderRoutes(entry: string, element: ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/signin" element={<SignInStandIn />} />
        <Route path="*" element={<NotFoundElement />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  registerTestRemotes();
  document.title = '';
  runtime.loadRemote.mockReset();
  setProfileLoading(false);
});

describe('RouteElement', () => {
  it("loads the route's module from its remote, passing only the declared params, and titles the page", async () => {
    runtime.loadRemote.mockResolvedValue({ default: ProductPage });
    const route: RouteDefinition = {
      path: '/product/:productId/:tab',
      title: 'Product',
      access: 'public',
      remote: 'catalog',
      module: 'product-page',
      params: ['productId'],
    };

    renderRoutes('/product/p42/reviews', <RouteElement route={route} />, route.path);

    expect(await screen.findByRole('heading', { name: 'Product page {"productId":"p42"}' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledExactlyOnceWith('catalog/product-page');
    expect(document.title).toBe('Product | Ujjwal Home Care');
  });

  it('shows the 404 page for a route whose section has not shipped its page', () => {
    const route: RouteDefinition = { path: '/shop', title: 'Our Products', access: 'public', remote: 'catalog' };

    renderRoutes('/shop', <RouteElement route={route} />, route.path);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Ujjwal Home Care');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("applies the route's guard before its 404: a guest is sent to sign-in", () => {
    const route: RouteDefinition = { path: '/orders', title: 'My Orders', access: 'signed-in', remote: 'account' };

    renderRoutes('/orders', <RouteElement route={route} />, route.path);

    expect(screen.getByRole('heading', { name: 'Sign-in page at /signin' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it("applies the route's guard before its 404: the skeleton while the session is checked, then the 404", () => {
    $session.setKey('profileLoading', true);
    const route: RouteDefinition = { path: '/orders', title: 'My Orders', access: 'signed-in', remote: 'account' };

    renderRoutes('/orders', <RouteElement route={route} />, route.path);
    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('shows the 404 to a signed-in shopper at a signed-in route without a page', () => {
    signIn({ fullName: 'Asha Patel', email: 'asha@example.in' });
    const route: RouteDefinition = { path: '/orders', title: 'My Orders', access: 'signed-in', remote: 'account' };

    renderRoutes('/orders', <RouteElement route={route} />, route.path);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('does not load a guarded page for a guest', () => {
    const route: RouteDefinition = {
      path: '/cart',
      title: 'Cart',
      access: 'signed-in',
      remote: 'checkout',
      module: 'cart-page',
    };

    renderRoutes('/cart', <RouteElement route={route} />, route.path);

    expect(screen.getByRole('heading', { name: 'Sign-in page at /signin' })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('NotFoundElement', () => {
  it("shows 'Page not found' with links home and to the products, and titles the page", () => {
    renderRoutes('/no-such-page', null, '/elsewhere');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/shop');
    expect(document.title).toBe('Page not found | Ujjwal Home Care');
  });
});
