import { type CartReplyLine, messageReplySchema, type User } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { $cart, $session, $wishlist, signIn } from '@shop/shared/stores';
import { answer, makeProduct, networkFailure } from '@shop/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WithTestRoutes } from '../../remotes/register-test-remotes';
import { AccountMenu } from './account-menu';

const soap = makeProduct({ _id: 'p1' });
const cartLine: CartReplyLine = { _id: 'c1', product: soap, quantity: 2 };
const shopper: User = { _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', cart: [cartLine], wishlist: [] };

const navigateTo = vi.fn();
/** Answers POST auth/logout as the API does when the session ends; returns the calls. */
const answerLogout = () => answer('POST', 'auth/logout', messageReplySchema, { success: true, message: 'Logged out', data: null });
const logoutPaths = (calls: ReturnType<typeof answerLogout>) => calls.map((call) => [call.method, call.url.pathname]);

function menuItemNames(): string[] {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

async function openLogoutDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account' }));
  await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
  return screen.getByRole('dialog', { name: 'Confirm Logout' });
}

beforeEach(() => {
  navigateTo.mockReset();
  bindNavigator(navigateTo);
  $session.setKey('profileLoading', false);
});

describe('AccountMenu', () => {
  it('is closed until the account button is pressed', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });
    const button = screen.getByRole('button', { name: 'Account' });

    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('offers a guest Login and Sign Up', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });
    await user.click(screen.getByRole('button', { name: 'Account' }));

    expect(menuItemNames()).toEqual(['Login', 'Sign Up']);
    expect(screen.getByRole('menuitem', { name: 'Login' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('offers a signed-in shopper Profile, Orders, Wish List and Log Out', async () => {
    signIn(shopper);
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });
    await user.click(screen.getByRole('button', { name: 'Account' }));

    expect(menuItemNames()).toEqual(['Profile', 'Orders', 'Wish List', 'Log Out']);
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('menuitem', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('menuitem', { name: 'Wish List' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('menu').textContent).toContain('Signed in as Asha Patel');
  });

  it('navigates through the shared navigator and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Up' }));

    expect(navigateTo).toHaveBeenCalledWith('/signup', { replace: undefined, state: undefined });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a pointer press outside, but not on one inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere on the page</p>
        <AccountMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));

    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });
    await user.click(screen.getByRole('button', { name: 'Account' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('asks for confirmation before logging out', async () => {
    signIn(shopper);
    const logouts = answerLogout();
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);

    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('heading', { name: 'Confirm Logout' })).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to logout from your account?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(logouts).toHaveLength(0);
  });

  it('keeps the session when the logout is cancelled', async () => {
    signIn(shopper);
    const logouts = answerLogout();
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect($session.get().isLoggedIn).toBe(true);
    expect($cart.get()).toEqual([{ id: 'c1', product: soap, quantity: 2 }]);
    expect(logouts).toHaveLength(0);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('focuses the first item on open and moves with the arrow keys, Home and End', async () => {
    signIn(shopper);
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    await user.click(screen.getByRole('button', { name: 'Account' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Orders', 'Wish List', 'Log Out']);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[3]);
  });

  it('logs out on the server and locally, then goes to sign-in', async () => {
    signIn(shopper);
    const logouts = answerLogout();
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/signin', { replace: false }));
    expect(logoutPaths(logouts)).toEqual([['POST', '/api/v1/auth/logout']]);
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('replaces a sign-in-only page in the history, so Back after logging out does not return to it', async () => {
    signIn(shopper);
    publishLocation({ pathname: '/orders', search: '', hash: '', state: null });
    answerLogout();
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/signin', { replace: true }));
    publishLocation({ pathname: '/', search: '', hash: '', state: null });
  });

  it('still logs out locally and goes to sign-in when the logout request fails', async () => {
    signIn(shopper);
    const logouts = answer('POST', 'auth/logout', messageReplySchema, networkFailure());
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/signin', { replace: false }));
    expect(logouts).toHaveLength(1);
    expect($session.get().isLoggedIn).toBe(false);
    expect($cart.get()).toEqual([]);
  });

  it('switches to the guest items once logged out', async () => {
    signIn(shopper);
    answerLogout();
    const user = userEvent.setup();
    render(<AccountMenu />, { wrapper: WithTestRoutes });

    const dialog = await openLogoutDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Account' }));

    expect(menuItemNames()).toEqual(['Login', 'Sign Up']);
  });
});
