import { ApiError } from '@shop/shared/api-client';
import { bindNavigator } from '@shop/shared/navigation';
import { $toasts, clearToasts, signOut } from '@shop/shared/stores';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from '../model/detail-fixtures';

const api = vi.hoisted(() => ({ fetchProduct: vi.fn(), recordProductView: vi.fn() }));
vi.mock('../../catalog-api/fetch-product', () => ({ fetchProduct: api.fetchProduct }));
vi.mock('../../catalog-api/record-product-view', () => ({ recordProductView: api.recordProductView }));

import { ProductDetailPage } from './product-detail-page';

const toastMessages = () => $toasts.get().map((toast) => toast.message);
const notFound = () => new ApiError({ status: 404, errorCode: 'NOT_FOUND', message: 'Product not found' });

beforeEach(() => {
  signOut();
  clearToasts();
  bindNavigator(vi.fn());
  api.fetchProduct.mockReset().mockResolvedValue(makeDetailProduct());
  api.recordProductView.mockReset().mockResolvedValue(undefined);
});

describe('product detail page: loading', () => {
  it("says 'Loading product details...' over a skeleton until the product arrives", async () => {
    let deliver: (value: unknown) => void = () => {};
    api.fetchProduct.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    render(<ProductDetailPage params={{ productId: 'p1' }} />);

    expect(screen.getByRole('status').textContent).toContain('Loading product details...');
    await act(async () => deliver(makeDetailProduct()));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(document.title).toBe('Ujjwal Matic Detergent Powder | Ujjwal Home Care');
  });

  it("shows 'Product Not Found' with a Back to Home link for an unknown product", async () => {
    api.fetchProduct.mockRejectedValue(notFound());
    render(<ProductDetailPage params={{ productId: 'gone' }} />);

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(toastMessages()).toEqual([]);
  });

  it("toasts 'Error while fetching product details' on another failure and loads again on Retry", async () => {
    api.fetchProduct.mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'HTTP_500', message: 'Internal' }));
    render(<ProductDetailPage params={{ productId: 'p1' }} />);

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(toastMessages()).toEqual(['Error while fetching product details']);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(api.fetchProduct).toHaveBeenCalledTimes(2);
  });

  it('records one view per load and loads again when the product id changes', async () => {
    const { rerender } = render(<ProductDetailPage params={{ productId: 'p1' }} />);
    await screen.findByRole('heading', { level: 1 });
    expect(api.recordProductView).toHaveBeenCalledExactlyOnceWith('p1');

    api.fetchProduct.mockResolvedValue(makeDetailProduct({ _id: 'p2', productName: 'Ujjwal Lemon Dishwash Gel' }));
    rerender(<ProductDetailPage params={{ productId: 'p2' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujjwal Lemon Dishwash Gel' })).toBeTruthy();
    expect(api.fetchProduct.mock.calls).toEqual([['p1'], ['p2']]);
    expect(api.recordProductView.mock.calls).toEqual([['p1'], ['p2']]);
  });

  it('shows the product even when counting the view fails', async () => {
    api.recordProductView.mockRejectedValue(new Error('offline'));
    render(<ProductDetailPage params={{ productId: 'p1' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(toastMessages()).toEqual([]);
  });
});

describe('product detail page: sections', () => {
  it("shows 'Why Shop With Us' with fast delivery and the quality guarantee", async () => {
    render(<ProductDetailPage params={{ productId: 'p1' }} />);
    expect(await screen.findByRole('heading', { name: 'Why Shop With Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fast Delivery' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quality Guarantee' })).toBeTruthy();
    expect(screen.getByText('100% original products')).toBeTruthy();
  });

  it('shows Linked Products as cards only when the product has some', async () => {
    const linked = makeDetailProduct({ _id: 'p9', productName: 'Ujjwal Floor Cleaner Rose', weight: 1000 });
    api.fetchProduct.mockResolvedValue(makeDetailProduct({ linkedProducts: [linked] }));
    const { unmount } = render(<ProductDetailPage params={{ productId: 'p1' }} />);
    expect(await screen.findByRole('heading', { name: 'Linked Products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ujjwal Floor Cleaner Rose' }).getAttribute('href')).toBe('/product/p9');
    unmount();

    api.fetchProduct.mockResolvedValue(makeDetailProduct({ linkedProducts: [] }));
    render(<ProductDetailPage params={{ productId: 'p1' }} />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Linked Products' })).toBeNull();
  });
});

describe('exposed product detail page', () => {
  it('renders inside the catalogue boundary', async () => {
    const { default: Exposed } = await import('../../exposes/product-detail-page');
    const { container } = render(<Exposed params={{ productId: 'p1' }} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
  });
});
