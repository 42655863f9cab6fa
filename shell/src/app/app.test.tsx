import { $location } from '@shop/shared/navigation';
import { setProfileLoading, signIn } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPages } from '../remotes/page-source';
import { registerTestRemotes, testRouteTable } from '../remotes/register-test-remotes';
import type { RemotePageProps } from '../remotes/remote-page';
import { browserHistory, createRouter } from '../router';
import { App } from './app';
import { createRouteObjects } from './route-objects';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function AboutPage(_props: RemotePageProps) {
  return <h1>About the company</h1>;
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App router={createRouter({ routes: createRouteObjects(testRouteTable(), browserPages), history: browserHistory() })} />);
}

beforeEach(() => {
  registerTestRemotes();
  document.title = '';
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async (id: string) => {
    if (id === 'catalog/about-page') return { default: AboutPage };
    if (id === 'account/sign-in-page') return { default: () => <h1>Sign in</h1> };
    if (id === 'inquiries/distributor-page') return { default: () => <h1>Distributor inquiry</h1> };
    throw new Error(`${id} is not served in this test`);
  });
  setProfileLoading(false);
});

describe('App', () => {
  it("shows 'Page not found' inside the site frame for an unknown path, and titles the page", async () => {
    visit('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Ujjwal Home Care');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('Home>No such page');
  });

  it("loads a route's page from its remote and titles the page", async () => {
    visit('/about');

    expect(await screen.findByRole('heading', { name: 'About the company' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog/about-page');
    expect(document.title).toBe('About Us | Ujjwal Home Care');
  });

  it('sends a guest at the cart to sign-in, remembering where they came from', async () => {
    visit('/cart?coupon=WELCOME');

    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(window.history.state?.usr).toEqual({ from: '/cart?coupon=WELCOME' });
    await waitFor(() => expect($location.get()).toMatchObject({ pathname: '/signin', state: { from: '/cart?coupon=WELCOME' } }));
  });

  it('sends a signed-in shopper away from sign-in to home', async () => {
    signIn({ fullName: 'Asha Patel', email: 'asha@example.in' });
    visit('/signin');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('redirects /distributor to the distributor inquiry route', async () => {
    signIn({ fullName: 'Asha Patel', email: 'asha@example.in' });
    visit('/distributor');
    await waitFor(() => expect(window.location.pathname).toBe('/distubutor'));
  });

  it("moves a server redirect's way back (?from=) into the navigation state the sign-in pages read", async () => {
    visit('/signin?from=%2Fcart');
    await waitFor(() => expect(window.history.state?.usr).toEqual({ from: '/cart' }));
    expect(window.location.pathname).toBe('/signin');
    expect(window.location.search).toBe('');
  });

  it("follows the header's links through the shell's router and scrolls to the top", async () => {
    const user = userEvent.setup();
    visit('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    vi.mocked(window.scrollTo).mockClear();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { name: 'About the company' })).toBeTruthy();
    expect(window.location.pathname).toBe('/about');
    expect($location.get().pathname).toBe('/about');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the frame working when a section cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    visit('/contact');

    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeTruthy();
    expect(screen.getByText(/The contact and inquiries section could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('shows the 404 page for an address that is not valid percent-encoding', async () => {
    // The router itself warns about the address and matches it undecoded.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    visit('/50%-off');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
