import type { Product } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchProducts: vi.fn(), fetchCategories: vi.fn() }));
vi.mock('../../catalog-api/fetch-products', async (original) => ({
  ...(await original<typeof import('../../catalog-api/fetch-products')>()),
  fetchProducts: api.fetchProducts,
}));
vi.mock('../../catalog-api/fetch-categories', async (original) => ({
  ...(await original<typeof import('../../catalog-api/fetch-categories')>()),
  fetchCategories: api.fetchCategories,
}));

import { ShopPage } from './shop-page';

const product = (id: string, name: string): Product => {
  const fields: Partial<Product> = {
    _id: id,
    productName: name,
    productImages: [`/api/media/products/${id}.svg`],
    weight: 500,
    price: 120,
    discountedAmount: 99,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.2,
    ratings: [],
    count: 3,
  };
  return fields as Product;
};

const products = [product('p1', 'Ujjwal Lemon Dishwash Gel'), product('p2', 'Ujjwal Floor Cleaner Pine')];
const navigateSpy = vi.fn();

function at(search: string) {
  publishLocation({ pathname: '/shop', search, hash: '', state: null });
}

beforeEach(() => {
  api.fetchProducts.mockReset().mockResolvedValue({ products, total: 2 });
  api.fetchCategories.mockReset().mockResolvedValue([
    { _id: 'dish', categoryName: 'Dishwash' },
    { _id: 'floor', categoryName: 'Floor Cleaner' },
  ]);
  // Stands in for the shell's router: it records the navigation and publishes the new location.
  navigateSpy.mockReset().mockImplementation((to: string) => {
    const url = new URL(to, 'http://shop.test');
    act(() => at(url.search));
  });
  bindNavigator(navigateSpy);
  at('');
});

const lastQuery = () => api.fetchProducts.mock.lastCall?.[0];

async function renderShop(search = '') {
  at(search);
  const view = render(<ShopPage params={{}} />);
  await screen.findByText(/\d+ products?$/);
  return view;
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
}

describe('shop page', () => {
  it('shows a skeleton, then the products of page 0 (size 1000) with their count', async () => {
    let deliver: (page: { products: Product[]; total: number }) => void = () => {};
    api.fetchProducts.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    at('');
    render(<ShopPage params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '' });

    await act(async () => deliver({ products, total: 2 }));
    expect(screen.getByText('2 products')).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Ujjwal Lemon Dishwash Gel', 'Ujjwal Floor Cleaner Pine']);
    expect(document.title).toBe('Our Products | Ujjwal Home Care');
  });

  it('asks the API for the filters in the address and drops the bad ones', async () => {
    await renderShop('?c=dish&sb=ph&pf=50&pt=400&r=4');
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'dish', sort: 'ph', priceFrom: '50', priceTo: '400', rating: '4' });
    expect(screen.getByRole('button', { name: 'Dishwash', pressed: true })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('ph');
  });

  it('never sends an unknown sort, a non-numeric or upside-down price or a rating outside 1 to 4', async () => {
    await renderShop('?sb=cheap&pf=abc&pt=9&r=7');
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '', priceTo: '9' });
    at('?pf=900&pt=100');
    await waitFor(() => expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '' }));
  });

  it("says 'No Products Found' and offers Reset filters only when filters are applied", async () => {
    api.fetchProducts.mockResolvedValue({ products: [], total: 0 });
    const user = userEvent.setup();
    await renderShop('?r=4');
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop', undefined);
    await waitFor(() => expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '' }));
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('logs a failed request and loads again on Retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProducts.mockRejectedValueOnce(new Error('Network Error'));
    const user = userEvent.setup();
    at('?sb=na');
    render(<ShopPage params={{}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the products");
    expect(logged).toHaveBeenCalledOnce();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 products')).toBeTruthy();
    expect(api.fetchProducts).toHaveBeenCalledTimes(2);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '', sort: 'na' });
  });

  it('a category chip pushes its address and reloads with only that category', async () => {
    const user = userEvent.setup();
    await renderShop('?sb=pl&r=3');
    await user.click(await screen.findByRole('button', { name: 'Floor Cleaner' }));
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop?c=floor', undefined);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'floor' });
    expect(screen.getByRole('button', { name: 'Floor Cleaner', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeTruthy();
  });

  it('the sort select applies at once and keeps the other filters', async () => {
    const user = userEvent.setup();
    await renderShop('?c=dish');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price high to low');
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop?c=dish&sb=ph', undefined);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'dish', sort: 'ph' });
  });

  it('Back re-reads the filters from the older address', async () => {
    const user = userEvent.setup();
    await renderShop('?c=dish');
    await user.click(await screen.findByRole('button', { name: 'Floor Cleaner' }));
    expect(lastQuery()).toMatchObject({ category: 'floor' });

    act(() => at('?c=dish'));
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'dish' });
    expect(screen.getByRole('button', { name: 'Dishwash', pressed: true })).toBeTruthy();
    expect(navigateSpy).toHaveBeenCalledTimes(1);
  });
});

describe('filters drawer', () => {
  it('opens as a dialog with focus inside; Esc closes it and focus returns to the Filters button', async () => {
    const user = userEvent.setup();
    await renderShop();
    const dialog = await openDrawer(user);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filters/ }));
  });

  it('closes from the close button and from a click on the dimmed page', async () => {
    const user = userEvent.setup();
    await renderShop();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openDrawer(user);
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('enables Apply only after a change; Apply pushes the address, reloads and closes', async () => {
    const user = userEvent.setup();
    await renderShop('?c=dish');
    const dialog = await openDrawer(user);
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    await user.type(within(dialog).getByRole('textbox', { name: 'Price to' }), '3x5₹0');
    expect((within(dialog).getByRole('textbox', { name: 'Price to' }) as HTMLInputElement).value).toBe('350');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars & up' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by' }), 'Best discount');
    expect(api.fetchProducts).toHaveBeenCalledTimes(1);
    expect(apply.disabled).toBe(false);

    await user.click(apply);
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop?c=dish&sb=d&pt=350&r=3', undefined);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'dish', sort: 'd', priceTo: '350', rating: '3' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an inline error and keeps Apply disabled while price from is above price to', async () => {
    const user = userEvent.setup();
    await renderShop();
    const dialog = await openDrawer(user);
    const from = within(dialog).getByRole('textbox', { name: 'Price from' });
    expect(from.getAttribute('inputmode')).toBe('numeric');
    await user.type(from, '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price to' }), '100');
    expect(within(dialog).getByRole('alert').textContent).toBe('Price from cannot be more than price to.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Reset clears the draft and the applied filters', async () => {
    const user = userEvent.setup();
    await renderShop('?sb=nz&pf=10&r=2');
    const dialog = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop', undefined);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: '' });
    expect((within(dialog).getByRole('textbox', { name: 'Price from' }) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('radio', { name: 'Any rating' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a category picked in the drawer applies at once and clears the other filters', async () => {
    const user = userEvent.setup();
    await renderShop('?sb=nz&r=2');
    const dialog = await openDrawer(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Dishwash');
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop?c=dish', undefined);
    expect(lastQuery()).toEqual({ page: 0, limit: 1000, category: 'dish' });
  });

  it('opening again discards a draft that was never applied', async () => {
    const user = userEvent.setup();
    await renderShop();
    let dialog = await openDrawer(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Price from' }), '40');
    await user.keyboard('{Escape}');
    dialog = await openDrawer(user);
    expect((within(dialog).getByRole('textbox', { name: 'Price from' }) as HTMLInputElement).value).toBe('');
  });
});
