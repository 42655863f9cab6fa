import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingPages, pagesToShow } from './listing-pages';

const filters = { category: 'dish', sort: 'pl' as const, priceFrom: '', priceTo: '', rating: '' };

describe('ListingPages', () => {
  it('links to the other pages under the same filters, marking the current one, with how many are shown', () => {
    render(<ListingPages applied={filters} page={1} total={130} pageSize={48} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Showing 49–96 of 130 products');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/shop?c=dish&sb=pl');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/shop?c=dish&sb=pl&p=2');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/shop?c=dish&sb=pl&p=2');
  });

  it('shows nothing when one page holds every product', () => {
    const { container } = render(<ListingPages applied={filters} page={0} total={45} pageSize={48} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('pagesToShow', () => {
  it('offers the first and last pages and two either side of the current one, with gaps between', () => {
    expect(pagesToShow(0, 3)).toEqual([0, 1, 2]);
    expect(pagesToShow(10, 40)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 39]);
  });
});
