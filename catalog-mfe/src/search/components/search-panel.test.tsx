import type { Product } from '@shop/shared/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ quickSearch: vi.fn() }));
vi.mock('../api/quick-search', () => ({ quickSearch: api.quickSearch, SEARCH_PAGE_SIZE: 12 }));

import { SearchPanel } from './search-panel';

const product = (id: string, weight: Product['weight'] = 500): Product =>
  ({ _id: id, productName: `Ujjwal Dishwash Gel ${id}`, productImages: [`/api/media/products/${id}.svg`], weight, price: 99 }) as Product;

beforeEach(() => {
  vi.useFakeTimers();
  api.quickSearch.mockReset();
});
afterEach(() => vi.useRealTimers());

async function type(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(700));
}

describe('search panel', () => {
  it('focuses a labelled search box with the hint below it', () => {
    render(<SearchPanel onClose={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box.getAttribute('placeholder')).toBe('Search...');
    expect(document.activeElement).toBe(box);
    expect(screen.getByText('Type a product name, category or brand.').id).toBe(box.getAttribute('aria-describedby'));
  });

  it('shows a skeleton while searching, then each result with its image, name and weight, linking to the product', async () => {
    let deliver: (found: Product[]) => void = () => {};
    api.quickSearch.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const onClose = vi.fn();
    render(<SearchPanel onClose={onClose} />);
    await type('dishwash');

    expect(screen.getByRole('list', { name: 'Loading results' })).toBeTruthy();
    expect(api.quickSearch).toHaveBeenCalledExactlyOnceWith('dishwash', 0);
    await act(async () => deliver([product('a1'), product('a2', [{ weight: 750, price: 120 }])]));

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/a1', '/product/a2']);
    expect(screen.getByText('Weight : 750')).toBeTruthy();
    fireEvent.click(links[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'No Results Found' with its advice when nothing matches", async () => {
    api.quickSearch.mockResolvedValue([]);
    render(<SearchPanel onClose={vi.fn()} />);
    await type('xyzzy');
    expect(screen.getByText('No Results Found')).toBeTruthy();
    expect(screen.getByText("We couldn't find any products matching the term; try checking spelling or different keywords")).toBeTruthy();
  });

  it('loads the next page when the list is scrolled within 50 px of its end', async () => {
    api.quickSearch.mockImplementation(async (_value: string, p: number) => Array.from({ length: 12 }, (_, i) => product(`p${p}-${i}`)));
    render(<SearchPanel onClose={vi.fn()} />);
    await type('floor');
    const scroller = screen.getByTestId('search-results-scroller');
    // Like a browser: each result adds 100 px to the list, which shows 400 px of it.
    Object.defineProperties(scroller, {
      scrollHeight: { get: () => scroller.querySelectorAll('a').length * 100 },
      clientHeight: { value: 400 },
    });

    scroller.scrollTop = 700;
    fireEvent.scroll(scroller);
    expect(api.quickSearch).toHaveBeenCalledTimes(1);

    scroller.scrollTop = 760;
    await act(async () => fireEvent.scroll(scroller));
    expect(api.quickSearch).toHaveBeenLastCalledWith('floor', 1);
    expect(screen.getAllByRole('link')).toHaveLength(24);
  });

  it('tells the shopper when search is unavailable', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    api.quickSearch.mockRejectedValue(new Error('502'));
    render(<SearchPanel onClose={vi.fn()} />);
    await type('soap');
    expect(screen.getByRole('alert').textContent).toContain('Search is not available just now');
  });
});

describe('search panel keyboard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.quickSearch.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('moves from the box through the results with the arrow keys and back', async () => {
    api.quickSearch.mockResolvedValue([product('k1'), product('k2')]);
    render(<SearchPanel onClose={vi.fn()} />);
    await type('gel');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    const [first, second] = screen.getAllByRole('link');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);
  });
});
