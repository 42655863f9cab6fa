import type { Product } from '@shop/shared/contracts';
import { bindNavigator } from '@shop/shared/navigation';
import { type RenderResult, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchProducts: vi.fn(), fetchCategories: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-products', async (original) => ({
  ...(await original<typeof import('../../app/catalog-api/fetch-products')>()),
  fetchProducts: api.fetchProducts,
}));
vi.mock('../../app/catalog-api/fetch-categories', async (original) => ({
  ...(await original<typeof import('../../app/catalog-api/fetch-categories')>()),
  fetchCategories: api.fetchCategories,
}));

import { loadShop } from '../model/shop-loader';
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

const DISH = '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b';
const FLOOR = 'a3d5e7f9-1b2c-4d3e-9f4a-5b6c7d8e9f0a';
const products = [product('p1', 'Ujjwal Lemon Dishwash Gel'), product('p2', 'Ujjwal Floor Cleaner Pine')];
const navigateSpy = vi.fn();
const reloadSpy = vi.fn();

// Stands in for the shell's router: a navigation or a reload runs the page's loader for the
// address and renders the page again with its data, as the same page instance.
let view: RenderResult | undefined;
let shownSearch = '';
async function show(search: string) {
  shownSearch = search;
  const { data } = await loadShop({ url: new URL(`https://shop.test/shop${search}`) });
  const page = <ShopPage params={{}} data={data} />;
  if (view) view.rerender(page);
  else view = render(page);
}

beforeEach(() => {
  view = undefined;
  api.fetchProducts.mockReset().mockResolvedValue({ products, total: 2 });
  api.fetchCategories.mockReset().mockResolvedValue([
    { _id: DISH, categoryName: 'Dishwash' },
    { _id: FLOOR, categoryName: 'Floor Cleaner' },
  ]);
  navigateSpy.mockReset().mockImplementation((to: string) => void show(new URL(to, 'https://shop.test').search));
  reloadSpy.mockReset().mockImplementation(() => void show(shownSearch));
  bindNavigator(navigateSpy, reloadSpy);
});

const lastQuery = () => api.fetchProducts.mock.lastCall?.[0];

async function renderShop(search = '') {
  await show(search);
  await screen.findByText(/\d+ products?$/);
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
}

describe('shop page', () => {
  it('shows the products its loader listed, with their count, under Our Products', async () => {
    await renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Products' })).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Ujjwal Lemon Dishwash Gel', 'Ujjwal Floor Cleaner Pine']);
    expect(api.fetchProducts).toHaveBeenCalledOnce();
  });

  it('shows the filters of its address as applied: the category chip and the sort', async () => {
    await renderShop(`?c=${DISH}&sb=ph&pf=50&pt=400&r=4`);
    expect(screen.getByRole('button', { name: 'Dishwash', pressed: true })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('ph');
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('2 applied');
  });

  it("says 'No Products Found' and offers Reset filters only when filters are applied", async () => {
    api.fetchProducts.mockResolvedValue({ products: [], total: 0 });
    const user = userEvent.setup();
    await renderShop('?r=4');
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(navigateSpy).toHaveBeenLastCalledWith('/shop', undefined);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: '' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeTruthy();
  });

  it("shows the loader's failure with Retry, which runs the loader again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProducts.mockRejectedValueOnce(new Error('Network Error'));
    const user = userEvent.setup();
    await show('?sb=na');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the products");

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadSpy).toHaveBeenCalledOnce();
    expect(await screen.findByText('2 products')).toBeTruthy();
    expect(api.fetchProducts).toHaveBeenCalledTimes(2);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: '', sb: 'na' });
  });

  it('a category chip navigates to its address, whose list has only that category', async () => {
    const user = userEvent.setup();
    await renderShop('?sb=pl&r=3&p=2');
    await user.click(await screen.findByRole('button', { name: 'Floor Cleaner' }));
    expect(navigateSpy).toHaveBeenLastCalledWith(`/shop?c=${FLOOR}`, undefined);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: FLOOR });
    expect(screen.getByRole('button', { name: 'Floor Cleaner', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeTruthy();
  });

  it('the sort select applies at once and keeps the other filters', async () => {
    const user = userEvent.setup();
    await renderShop(`?c=${DISH}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price high to low');
    expect(navigateSpy).toHaveBeenLastCalledWith(`/shop?c=${DISH}&sb=ph`, undefined);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: DISH, sb: 'ph' });
  });

  it('Back shows the filters of the older address again', async () => {
    const user = userEvent.setup();
    await renderShop(`?c=${DISH}`);
    await user.click(await screen.findByRole('button', { name: 'Floor Cleaner' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ c: FLOOR }));

    await show(`?c=${DISH}`);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: DISH });
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
    await renderShop(`?c=${DISH}`);
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
    expect(navigateSpy).toHaveBeenLastCalledWith(`/shop?c=${DISH}&sb=d&pt=350&r=3`, undefined);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: DISH, sb: 'd', pt: '350', r: '3' });
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
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: '' });
    expect((within(dialog).getByRole('textbox', { name: 'Price from' }) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('radio', { name: 'Any rating' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a category picked in the drawer applies at once and clears the other filters', async () => {
    const user = userEvent.setup();
    await renderShop('?sb=nz&r=2');
    const dialog = await openDrawer(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Dishwash');
    expect(navigateSpy).toHaveBeenLastCalledWith(`/shop?c=${DISH}`, undefined);
    expect(lastQuery()).toEqual({ p: 0, l: 48, c: DISH });
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
