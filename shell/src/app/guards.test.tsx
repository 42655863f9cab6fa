import type { User } from '@shop/shared/contracts';
import { $session, setProfileLoading, setUser, signIn } from '@shop/shared/stores';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from '../router';
import { TestRouter } from '../router/test-router';
import { AccessGuard } from './guards';
import type { Access } from './routes';

const shopper: User = { _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', accountType: 'retailer' };

// Stands in for every page: shows where the router ended up and with what state.
function Where({ page }: { page: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{page}</h1>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function guarded(access: Access, page: string) {
  return (
    <AccessGuard access={access}>
      <Where page={page} />
    </AccessGuard>
  );
}

function renderAt(entry: string | { pathname: string; state?: unknown }) {
  return render(
    <TestRouter
      entry={entry}
      routes={[
        { path: '/', element: <Where page="Home" /> },
        { path: '/about', element: guarded('public', 'About') },
        { path: '/signin', element: guarded('guest-only', 'Sign In') },
        { path: '/userverify', element: guarded('guest-only', 'Complete Your Profile') },
        { path: '/profile', element: guarded('signed-in', 'Profile') },
        { path: '/cart', element: guarded('signed-in', 'Cart') },
        { path: '/desk', element: guarded('staff', 'Desk') },
      ]}
    />,
  );
}

function whereAmI(): string | null {
  return screen.getByTestId('where').textContent;
}

function stateHere(): unknown {
  return JSON.parse(screen.getByTestId('state').textContent ?? 'null');
}

describe('AccessGuard', () => {
  beforeEach(() => setProfileLoading(false));

  it('shows a public page to a guest, a shopper, and while the session is still being checked', () => {
    setProfileLoading(true);
    const { unmount } = renderAt('/about');
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    unmount();

    signIn(shopper);
    renderAt('/about');
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
  });

  it('leaves a staff page to the back office, whatever the shopper session, once in the browser', async () => {
    setProfileLoading(true);
    renderAt('/desk');
    expect(await screen.findByRole('heading', { name: 'Desk' })).toBeTruthy();
  });

  it('renders a staff page’s skeleton on the server, where no staff credential is', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<TestRouter entry="/desk" routes={[{ path: '/desk', element: guarded('staff', 'Desk') }]} />);
    expect(html).toContain('Checking your session…');
    expect(html).not.toContain('Desk</h1>');
  });

  it('shows a skeleton on guarded pages until the session check answers', () => {
    setProfileLoading(true);
    renderAt('/profile');

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    act(() => signIn(shopper));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('keeps a guest on a guest-only page while the session is checked, then shows it', () => {
    setProfileLoading(true);
    renderAt('/signin');
    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();

    act(() => setProfileLoading(false));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a guest from a signed-in page to sign-in, remembering the full way back', () => {
    renderAt('/profile?tab=1');

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(whereAmI()).toBe('/signin');
    expect(stateHere()).toEqual({ from: '/profile?tab=1' });
  });

  it('sends a guest who was checking out to sign-in, then back to the cart after signing in', () => {
    renderAt('/cart');
    expect(stateHere()).toEqual({ from: '/cart' });

    act(() => signIn(shopper));
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(whereAmI()).toBe('/cart');
  });

  it('shows a signed-in page to a signed-in shopper', () => {
    signIn(shopper);
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('shows a guest-only page to a guest', () => {
    renderAt('/signin');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a signed-in shopper away from a guest-only page to home', () => {
    signIn(shopper);
    renderAt('/signin');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(whereAmI()).toBe('/');
  });

  it('sends a signed-in shopper to the same-site path they came from', () => {
    signIn(shopper);
    renderAt({ pathname: '/signin', state: { from: '/profile?tab=1' } });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(whereAmI()).toBe('/profile?tab=1');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['an absolute address', 'https://evil.example'],
    ['a relative path', 'profile'],
    ['something that is not a string', 42],
  ])('sends a signed-in shopper home when the way back is %s', (_case, from) => {
    signIn(shopper);
    renderAt({ pathname: '/signin', state: { from } });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(whereAmI()).toBe('/');
  });

  it('sends a signed-in shopper home when the way back starts with a slash and a backslash', () => {
    // Browsers read '/\evil.example' as '//evil.example': another origin.
    signIn(shopper);
    renderAt({ pathname: '/signin', state: { from: '/\\evil.example' } });
    expect(whereAmI()).toBe('/');
  });

  describe('the complete-profile page', () => {
    const withPhone: User = { ...shopper, phoneNumber: '9876543210' };
    const withoutPhone: User = { ...shopper, phoneNumber: '' };

    it('opens to a signed-in shopper whose profile has no phone number', () => {
      signIn(withoutPhone);
      renderAt('/userverify');
      expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
      expect(whereAmI()).toBe('/userverify');
    });

    it('sends a signed-in shopper with a complete profile home', () => {
      signIn(withPhone);
      renderAt('/userverify');
      expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
      expect(whereAmI()).toBe('/');
    });

    it('sends a guest to sign in', () => {
      renderAt('/userverify');
      expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
      expect(whereAmI()).toBe('/signin');
    });

    it('sends the shopper on once the phone number is saved', () => {
      signIn(withoutPhone);
      renderAt('/userverify');
      act(() => setUser(withPhone));
      expect(whereAmI()).toBe('/');
    });

    it('sends a shopper signing in without a phone number there when sign-in points the way back at it', () => {
      renderAt({ pathname: '/signin', state: { from: '/userverify' } });
      act(() => signIn(withoutPhone));
      expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeTruthy();
      expect(whereAmI()).toBe('/userverify');
    });

    it('keeps other guest-only pages closed to a shopper without a phone number', () => {
      signIn(withoutPhone);
      renderAt('/signin');
      expect(whereAmI()).toBe('/');
    });
  });

  it('does not redirect until the session check has answered', () => {
    $session.set({ isLoggedIn: false, userInfo: null, profileLoading: true });
    renderAt('/cart');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
  });
});
