// @vitest-environment jsdom
import { historyNavigate, reloadPageData, useAppLocation } from '@shop/shared/navigation';
import type { PageLoaderArgs, PageProps } from '@shop/shared/page';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harnessPage, StandaloneHarness } from './standalone-harness';

function ProductPage({ params, data }: PageProps<{ name: string }>) {
  const { search } = useAppLocation();
  return (
    <p>
      {params.productId}: {data.name} {search}
    </p>
  );
}

function AboutPage({ data }: PageProps) {
  return <p>About, data {String(data)}</p>;
}

const productLoader = vi.fn(async ({ params }: PageLoaderArgs) => ({ data: { name: `Product ${params.productId}` }, status: 200 }));

const pages = [
  harnessPage({ path: '/about', label: 'About', module: { default: AboutPage } }),
  harnessPage({
    path: '/product/:productId',
    label: 'Product',
    module: { default: ProductPage, loader: productLoader, head: (data) => ({ title: data.name }) },
  }),
];

function mount() {
  render(<StandaloneHarness title="catalog (standalone)" pages={pages} />);
}

beforeEach(() => {
  productLoader.mockClear();
});
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

describe('standalone harness', () => {
  it("runs the page's loader with the address's parameters and renders the page with its data", async () => {
    act(() => historyNavigate('/product/p%201?x=1'));
    mount();
    expect(await screen.findByText('p 1: Product p 1 ?x=1')).toBeTruthy();
    const [args] = productLoader.mock.calls[0] ?? [];
    expect(args?.params).toEqual({ productId: 'p 1' });
    expect(args?.url.search).toBe('?x=1');
    expect(document.title).toBe('Product p 1 (200) | standalone');
  });

  it('runs the loader again on a navigation and on reloadPageData()', async () => {
    act(() => historyNavigate('/product/a'));
    mount();
    await screen.findByText('a: Product a');
    act(() => historyNavigate('/product/b'));
    expect(await screen.findByText('b: Product b')).toBeTruthy();
    act(() => reloadPageData());
    await waitFor(() => expect(productLoader).toHaveBeenCalledTimes(3));
  });

  it('renders a page without a loader with no data, and lists only pages without parameters', async () => {
    act(() => historyNavigate('/about'));
    mount();
    expect(await screen.findByText('About, data undefined')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/about']);
  });

  it('says when no page has the address', async () => {
    act(() => historyNavigate('/elsewhere'));
    mount();
    expect(await screen.findByText('No page of this remote has this address.')).toBeTruthy();
  });
});
