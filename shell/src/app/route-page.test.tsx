import type { PageProps } from '@shop/shared/page';
import { $session, setProfileLoading } from '@shop/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage } from '../remotes/load-remote';
import { browserPages } from '../remotes/page-source';
import { registerTestRemotes, testRouteTable } from '../remotes/register-test-remotes';
import { createRouter, memoryHistory, RouterProvider } from '../router';
import type { RouteData } from './route-data';
import { createRouteObjects } from './route-objects';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function ProductPage({ params, data }: PageProps<{ name: string }>) {
  return (
    <h1>
      {data.name} ({JSON.stringify(params)})
    </h1>
  );
}

const productModule = {
  default: ProductPage,
  loader: vi.fn(async () => ({ data: { name: 'Ujjwal Matic 1 kg' } })),
  head: (data: { name: string }) => ({ title: data.name }),
};

// A page as the server left it: the router starts from its loader data, as hydration does.
function hydrated(path: string, routeData: RouteData) {
  const hydration = { [path.startsWith('/product') ? '/product/:productId' : path]: routeData };
  const router = createRouter({ routes: createRouteObjects(testRouteTable(), browserPages), history: memoryHistory(path), hydration });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  registerTestRemotes();
  document.title = '';
  runtime.loadRemote.mockReset();
  productModule.loader.mockClear();
  setProfileLoading(false);
});

describe('RoutePage', () => {
  it("renders a page the router has loaded at once, with its loader's data and only its route's params, and titles it", async () => {
    runtime.loadRemote.mockResolvedValue(productModule);
    await loadRemotePage('catalog', 'product-detail-page');

    hydrated('/product/p7', { kind: 'page', head: { title: 'Ujjwal Matic 1 kg' }, data: { name: 'Ujjwal Matic 1 kg' } });

    expect(screen.getByRole('heading', { name: 'Ujjwal Matic 1 kg ({"productId":"p7"})' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ujjwal Matic 1 kg | Ujjwal Home Care'));
    expect(productModule.loader).not.toHaveBeenCalled();
  });

  it('loads a section the server left as a skeleton in the browser, running its loader there', async () => {
    runtime.loadRemote.mockResolvedValue(productModule);

    hydrated('/product/p8', { kind: 'skeleton', head: { title: 'Product' } });

    expect(screen.getByRole('status', { name: 'Loading product details...' })).toBeTruthy();
    expect(screen.getByText('Loading product details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ujjwal Matic 1 kg ({"productId":"p8"})' })).toBeTruthy();
    expect(productModule.loader).toHaveBeenCalledTimes(1);
  });

  it('tries a section the server could not reach once more in the browser, and keeps the panel with Retry if it fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    runtime.loadRemote.mockRejectedValue(new Error('catalog is down'));

    hydrated('/product/p9', { kind: 'unavailable', head: { title: 'Product' } });

    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeTruthy();
    // The page's module is asked for once more (its fragments beside it).
    await waitFor(() => expect(runtime.loadRemote.mock.calls.filter(([id]) => id === 'catalog/product-detail-page')).toHaveLength(1));
    expect(screen.getByText(/The catalogue section could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("says 'Loading product details...' while the next product's loader runs, instead of keeping the last product", async () => {
    let answer: (value: { data: { name: string } }) => void = () => {};
    runtime.loadRemote.mockResolvedValue({
      ...productModule,
      loader: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await loadRemotePage('catalog', 'product-detail-page');
    const hydration = { '/product/:productId': { kind: 'page', head: { title: 'A' }, data: { name: 'Ujjwal Matic 1 kg' } } };
    const router = createRouter({
      routes: createRouteObjects(testRouteTable(), browserPages),
      history: memoryHistory('/product/p1'),
      hydration,
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: /Ujjwal Matic 1 kg/ })).toBeTruthy();

    router.navigate('/product/p2');
    expect(await screen.findByText('Loading product details...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Ujjwal Matic 1 kg/ })).toBeNull();
    answer({ data: { name: 'Ujjwal Dishwash Gel' } });
    expect(await screen.findByRole('heading', { name: 'Ujjwal Dishwash Gel ({"productId":"p2"})' })).toBeTruthy();
  });

  it("shows a guarded page's skeleton while the session is checked, then the page", async () => {
    $session.setKey('profileLoading', true);
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Sign in form</h1> });

    hydrated('/signin', { kind: 'guarded', head: { title: 'Sign In' } });

    expect(screen.getByRole('status', { name: 'Checking your session…' })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    setProfileLoading(false);
    expect(await screen.findByRole('heading', { name: 'Sign in form' })).toBeTruthy();
  });
});
