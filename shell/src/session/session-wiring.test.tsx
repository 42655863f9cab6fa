import { type CartReplyLine, messageReplySchema, profileReplySchema, type User } from '@shop/shared/contracts';
import { answer, deferred, makeProduct } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '../app/guards';
import { Header } from '../app/layout/header';
import { TestRouter } from '../router/test-router';
import { loadSessionAtStart, logOut } from './session-actions';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const shopper: User = { _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', accountType: 'retailer' };
const lines: CartReplyLine[] = [
  { _id: 'c1', cartId: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 2 },
  { _id: 'c2', cartId: 'c2', product: makeProduct({ _id: 'p2' }), quantity: 1 },
];

// One page view: the header and a sign-in-only page, rendered once and never remounted.
function renderPageView() {
  return render(
    <TestRouter
      entry="/profile"
      routes={[
        {
          path: '/profile',
          element: (
            <AccessGuard access="signed-in">
              <h1>Profile page</h1>
            </AccessGuard>
          ),
        },
        { path: '/signin', element: <h1>Sign in page</h1> },
      ]}
    >
      <Header currentPath="/profile" />
    </TestRouter>,
  );
}

async function menuItems(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return items;
}

/** GET profile's reply for the shopper with these cart lines and an empty wishlist. */
const profile = (user: User) => ({ success: true as const, data: { user, cart: lines, wishlist: [] } });

describe('the frame follows the session store', () => {
  it('waits on the guarded page, then shows it with the menu and badge of the loaded profile (006 reply)', async () => {
    const reply = deferred<ReturnType<typeof profile>>();
    const calls = answer('GET', 'profile', profileReplySchema, () => reply.promise);
    renderPageView();
    const loading = loadSessionAtStart(true);

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    reply.resolve(profile({ ...shopper, cart: [], wishlist: [] }));
    await loading;

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
    expect(await menuItems()).toEqual(['Profile', 'Orders', 'Wish List', 'Log Out']);
  });

  it('sends the shopper to sign in and empties the badge once logged out, without a reload', async () => {
    answer('GET', 'profile', profileReplySchema, profile(shopper));
    renderPageView();
    await loadSessionAtStart(true);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();

    const logouts = answer('POST', 'auth/logout', messageReplySchema, { success: true, data: null });
    await logOut();

    expect(logouts.map((call) => [call.method, call.url.pathname])).toEqual([['POST', '/api/v1/auth/logout']]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeTruthy());
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
    expect(await menuItems()).toEqual(['Login', 'Sign Up']);
  });
});
