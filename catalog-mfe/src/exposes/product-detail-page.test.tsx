import { bindNavigator } from '@shop/shared/navigation';
import { $toasts, clearToasts, signOut } from '@shop/shared/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from '../product-detail/model/detail-fixtures';
import type { ProductDetailData } from '../product-detail/model/product-loader';

const api = vi.hoisted(() => ({ recordProductView: vi.fn() }));
vi.mock('../app/catalog-api/record-product-view', () => ({ recordProductView: api.recordProductView }));

import { ProductDetailPage } from '../product-detail/components/product-detail-page';

const toastMessages = () => $toasts.get().map((toast) => toast.message);
const ready = (overrides = {}): ProductDetailData => ({ status: 'ready', product: makeDetailProduct(overrides) });
const reloadSpy = vi.fn();

beforeEach(() => {
  signOut();
  clearToasts();
  reloadSpy.mockReset();
  bindNavigator(vi.fn(), reloadSpy);
  api.recordProductView.mockReset().mockResolvedValue(undefined);
});

describe('product detail page: what its loader found', () => {
  it('shows the product its loader gave it', () => {
    render(<ProductDetailPage params={{ productId: 'p1' }} data={ready()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows 'Product Not Found' with a Back to Home link for an unknown product, without a toast or a view", () => {
    render(<ProductDetailPage params={{ productId: 'gone' }} data={{ status: 'not-found' }} />);
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(toastMessages()).toEqual([]);
    expect(api.recordProductView).not.toHaveBeenCalled();
  });

  it("toasts 'Error while fetching product details' when the loader failed, and Retry runs the loader again", async () => {
    render(<ProductDetailPage params={{ productId: 'p1' }} data={{ status: 'failed' }} />);
    expect(toastMessages()).toEqual(['Error while fetching product details']);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadSpy).toHaveBeenCalledOnce();
  });

  it('toasts and counts once per answer of its loader, even where effects run twice (StrictMode)', () => {
    render(
      <StrictMode>
        <ProductDetailPage params={{ productId: 'p1' }} data={{ status: 'failed' }} />
      </StrictMode>,
    );
    expect(toastMessages()).toEqual(['Error while fetching product details']);
    render(
      <StrictMode>
        <ProductDetailPage params={{ productId: 'p1' }} data={ready()} />
      </StrictMode>,
    );
    expect(api.recordProductView).toHaveBeenCalledOnce();
  });

  it('toasts again when a reload fails again', () => {
    const { rerender } = render(<ProductDetailPage params={{ productId: 'p1' }} data={{ status: 'failed' }} />);
    rerender(<ProductDetailPage params={{ productId: 'p1' }} data={{ status: 'failed' }} />);
    expect(toastMessages()).toEqual(['Error while fetching product details', 'Error while fetching product details']);
  });

  it('records one view each time its loader answers: a new product, or the same one loaded again', () => {
    const { rerender } = render(<ProductDetailPage params={{ productId: 'p1' }} data={ready()} />);
    expect(api.recordProductView).toHaveBeenCalledExactlyOnceWith('p1');

    rerender(<ProductDetailPage params={{ productId: 'p2' }} data={ready({ _id: 'p2', productName: 'Ujjwal Lemon Dishwash Gel' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Lemon Dishwash Gel' })).toBeTruthy();
    rerender(<ProductDetailPage params={{ productId: 'p2' }} data={ready({ _id: 'p2', productName: 'Ujjwal Lemon Dishwash Gel' })} />);
    expect(api.recordProductView.mock.calls).toEqual([['p1'], ['p2'], ['p2']]);
  });

  it('shows the product even when counting the view fails', async () => {
    api.recordProductView.mockRejectedValue(new Error('offline'));
    render(<ProductDetailPage params={{ productId: 'p1' }} data={ready()} />);
    await Promise.resolve();
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });
});

describe('product detail page: sections', () => {
  it("shows 'Why Shop With Us' with fast delivery and the quality guarantee", () => {
    render(<ProductDetailPage params={{ productId: 'p1' }} data={ready()} />);
    expect(screen.getByRole('heading', { name: 'Why Shop With Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fast Delivery' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quality Guarantee' })).toBeTruthy();
    expect(screen.getByText('100% original products')).toBeTruthy();
  });

  it('shows Linked Products as cards only when the product has some', () => {
    const linked = makeDetailProduct({ _id: 'p9', productName: 'Ujjwal Floor Cleaner Rose', weight: 1000 });
    const { unmount } = render(<ProductDetailPage params={{ productId: 'p1' }} data={ready({ linkedProducts: [linked] })} />);
    expect(screen.getByRole('heading', { name: 'Linked Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ujjwal Floor Cleaner Rose' }).getAttribute('href')).toBe('/product/p9');
    unmount();

    render(<ProductDetailPage params={{ productId: 'p1' }} data={ready({ linkedProducts: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Linked Products' })).toBeNull();
  });
});

describe('exposed product detail page', () => {
  it('renders inside the catalogue boundary', async () => {
    const { default: Exposed } = await import('./product-detail-page');
    const { container } = render(<Exposed params={{ productId: 'p1' }} data={ready()} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
  });
});
