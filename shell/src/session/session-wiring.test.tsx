import type { CartReplyLine, User } from '@shop/shared/contracts';
import { makeProduct } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '../app/guards';
import { Header } from '../app/layout/header';
import { TestRouter } from '../router/test-router';
import { loadSessionAtStart, logOut } from './session-actions';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@shop/shared/api-client', () => api);

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

beforeEach(() => api.request.mockReset());

describe('the frame follows the session store', () => {
  it('waits on the guarded page, then shows it with the menu and badge of the loaded profile (006 reply)', async () => {
    let answer: (reply: unknown) => void = () => {};
    api.request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPageView();
    const loading = loadSessionAtStart(true);

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    answer({ success: true, data: { user: { ...shopper, cart: [], wishlist: [] }, cart: lines, wishlist: [] } });
    await loading;

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
    expect(await menuItems()).toEqual(['Profile', 'Orders', 'Wish List', 'Log Out']);
  });

  it('sends the shopper to sign in and empties the badge once logged out, without a reload', async () => {
    api.request.mockResolvedValueOnce({ success: true, data: { user: shopper, cart: lines, wishlist: [] } });
    renderPageView();
    await loadSessionAtStart(true);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();

    api.request.mockResolvedValueOnce({ success: true, data: null });
    await logOut();

    expect(api.request).toHaveBeenLastCalledWith('POST', 'auth/logout');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeTruthy());
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
    expect(await menuItems()).toEqual(['Login', 'Sign Up']);
  });
});
