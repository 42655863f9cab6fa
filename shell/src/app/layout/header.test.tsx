import type { CartLine, Product } from '@shop/shared/contracts';
import { addToCart, emptyCart, replaceCart } from '@shop/shared/stores';
import { makeProduct } from '@shop/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithTestRoutes } from '../../remotes/register-test-remotes';
import { Header } from './header';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const lines: CartLine[] = [
  { id: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 3 },
  { id: 'c2', product: makeProduct({ _id: 'p2' }), quantity: 1 },
];

function badge(): string | null {
  return screen.getByTestId('cart-badge').textContent;
}

describe('Header', () => {
  it('shows the number of cart lines on the cart link, not the number of units', () => {
    replaceCart(lines);
    render(<Header currentPath="/" />, { wrapper: WithTestRoutes });

    expect(badge()).toBe('2');
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
  });

  it('updates the badge when the cart changes', () => {
    render(<Header currentPath="/" />, { wrapper: WithTestRoutes });
    expect(badge()).toBe('0');

    act(() => replaceCart(lines));
    expect(badge()).toBe('2');

    act(() => addToCart({ _id: 'p1' } as Product, 1));
    expect(badge()).toBe('2');

    act(() => replaceCart(lines.slice(0, 1)));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();

    act(() => emptyCart());
    expect(badge()).toBe('0');
  });

  it('lists the six navigation items with their links, in order', () => {
    render(<Header currentPath="/" />, { wrapper: WithTestRoutes });

    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/shop'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Offers', '/offers'],
      ['Wholesaler', '/wholesaler'],
    ]);
  });

  it('marks the current page in the navigation', () => {
    render(<Header currentPath="/about" />, { wrapper: WithTestRoutes });

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('has the logo linking home (also in the mobile menu), a search button and the account menu', () => {
    render(<Header currentPath="/" />, { wrapper: WithTestRoutes });

    const logos = screen.getAllByRole('link', { name: 'Ujjwal Home Care — home' });
    expect(logos.map((logo) => logo.getAttribute('href'))).toEqual(['/', '/']);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});
