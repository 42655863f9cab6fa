import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAllRemotes } from './load-remote';
import { knowTestEntries, testEntryOf } from './register-test-remotes';
import { RemotePage, type RemotePageProps } from './remote-page';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const CATALOG_ENTRY = 'https://catalog.shop.test/mf-manifest.json';

function ProductPage({ params }: RemotePageProps) {
  return <h1>Product {params.productId}</h1>;
}

function exposing(component: ComponentType<RemotePageProps>) {
  return { default: component };
}

// React reports an error caught by a boundary through console.error, and the boundary keeps
// a note in console.info for the owning team; these tests expect both.
function expectBoundaryErrors() {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  return { info, error };
}

// Every test uses its own module name: the page keeps one lazy component per module and attempt.
let moduleCount = 0;
function nextModule(): string {
  moduleCount += 1;
  return `product-page-${moduleCount}`;
}

beforeEach(async () => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  const remotes = {
    catalog: { entry: CATALOG_ENTRY },
    account: { entry: 'https://account.shop.test/mf-manifest.json' },
    checkout: { entry: 'https://checkout.shop.test/mf-manifest.json' },
    inquiries: { entry: 'https://inquiries.shop.test/mf-manifest.json' },
  };
  knowTestEntries(Object.values(remotes).map((remote) => remote.entry));
  registerAllRemotes({ apiBaseUrl: '', remotes }, {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  runtime.registerRemotes.mockClear();
});

describe('RemotePage', () => {
  it('shows a skeleton while the page loads, then the page with its params', async () => {
    const module = nextModule();
    let deliver: (value: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));

    render(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p7' }} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith(`catalog/${module}`));
    await act(async () => deliver(exposing(ProductPage)));
    expect(await screen.findByRole('heading', { name: 'Product p7' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the unavailable panel with Retry when the remote cannot be loaded', async () => {
    const consoleOutput = expectBoundaryErrors();
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));

    render(<RemotePage remote="catalog" section="catalogue" module={nextModule()} params={{}} />);

    const panel = await screen.findByTestId('section-unavailable');
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeTruthy();
    expect(panel.textContent).toContain('The catalogue section could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(consoleOutput.error).toHaveBeenCalled();
    expect(consoleOutput.info).toHaveBeenCalledWith(
      '[shell] catalogue section failed',
      'Failed to fetch mf-manifest.json',
      expect.any(String),
    );
  });

  it('shows the panel when the remote answers without a default export', async () => {
    expectBoundaryErrors();
    runtime.loadRemote.mockResolvedValue({});

    render(<RemotePage remote="checkout" section="cart and checkout" module={nextModule()} params={{}} />);

    const panel = await screen.findByTestId('section-unavailable');
    expect(panel.textContent).toContain('The cart and checkout section could not be loaded');
  });

  it('keeps the panel when Retry fails again, asking the server afresh each time', async () => {
    expectBoundaryErrors();
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    const user = userEvent.setup();
    const module = nextModule();

    render(<RemotePage remote="catalog" section="catalogue" module={module} params={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    // Each failed load forgets the remote's state, so every Retry asks its server again.
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: testEntryOf(CATALOG_ENTRY) }], { force: true });
  });

  it('re-registers the remote with force and renders the page when Retry finds it back', async () => {
    expectBoundaryErrors();
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    runtime.loadRemote.mockResolvedValue(exposing(ProductPage));
    const user = userEvent.setup();
    const module = nextModule();

    render(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p3' }} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Product p3' })).toBeTruthy();
    expect(screen.queryByTestId('section-unavailable')).toBeNull();
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'catalog', entry: testEntryOf(CATALOG_ENTRY) }], {
      force: true,
    });
    expect(runtime.loadRemote).toHaveBeenLastCalledWith(`catalog/${module}`);
  });

  it('passes new params to the loaded page without loading it again', async () => {
    runtime.loadRemote.mockResolvedValue(exposing(ProductPage));
    const module = nextModule();

    const { rerender } = render(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p1' }} />);
    await screen.findByRole('heading', { name: 'Product p1' });
    rerender(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p2' }} />);

    expect(await screen.findByRole('heading', { name: 'Product p2' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the page on a later visit once Retry has brought the remote back', async () => {
    expectBoundaryErrors();
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    runtime.loadRemote.mockResolvedValue(exposing(ProductPage));
    const user = userEvent.setup();
    const module = nextModule();

    const first = render(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p3' }} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Product p3' });
    first.unmount();

    render(<RemotePage remote="catalog" section="catalogue" module={module} params={{ productId: 'p4' }} />);
    expect(await screen.findByRole('heading', { name: 'Product p4' })).toBeTruthy();
  });
});

let mounts = 0;

// Counts its mounts: a page that is mounted again loses what the shopper did on it.
function CountingPage() {
  const [id] = useState(() => {
    mounts += 1;
    return mounts;
  });
  return <h1>Cart mount {id}</h1>;
}

describe('RemotePage once loaded', () => {
  it('keeps the page mounted when it re-renders after its module has loaded, so the page keeps its state', async () => {
    mounts = 0;
    runtime.loadRemote.mockResolvedValue(exposing(CountingPage));
    const module = nextModule();

    const { rerender } = render(<RemotePage remote="checkout" section="cart and checkout" module={module} params={{}} />);
    expect(await screen.findByRole('heading', { name: 'Cart mount 1' })).toBeTruthy();
    rerender(<RemotePage remote="checkout" section="cart and checkout" module={module} params={{ again: 'yes' }} />);

    expect(screen.getByRole('heading', { name: 'Cart mount 1' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
