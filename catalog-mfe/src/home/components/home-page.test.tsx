import type { Banner, HomeHighlights, Product } from '@shop/shared/contracts';
import { clearToasts, signOut } from '@shop/shared/stores';
import { makeProduct } from '@shop/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '../model/home-loader';
import { HomePage } from './home-page';

const product = (id: string): Product =>
  makeProduct({
    _id: id,
    productName: `Ujjwal Product ${id}`,
    productImages: [`/api/media/products/${id}.svg`],
    weight: 500,
    price: 100,
    avgRating: 4,
    description: '',
    highlights: [],
  });

const banner = (id: string, isActive = true): Banner => ({ _id: id, url: `/api/media/banners/${id}.svg`, isActive });

const highlights = (newArrived: Product[], topBuyers: Product[]): HomeHighlights<Product> => ({ newArrived, topBuyers });

const threeBanners = [banner('b1'), banner('b2'), banner('b3')];
const home = (overrides: Partial<HomeData> = {}): HomeData => ({ banners: threeBanners, highlights: highlights([], []), ...overrides });

beforeEach(() => {
  signOut();
  clearToasts();
});
afterEach(() => vi.useRealTimers());

function currentSlide(): HTMLElement {
  return screen.getAllByRole('group', { hidden: true }).find((slide) => slide.dataset.current) as HTMLElement;
}

function renderHome(data: HomeData = home()) {
  return render(<HomePage params={{}} data={data} />);
}

describe('home page', () => {
  it('shows each active banner with a dot that switches to it', async () => {
    renderHome();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    const first = screen.getByAltText('Ujjwal Home Care offer 1');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('1600');
    expect(screen.getByAltText('Ujjwal Home Care offer 2').getAttribute('loading')).toBe('lazy');

    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Show banner 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show banner 1' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it("writes a banner's title and text as words and links its call to action", () => {
    const offer: Banner = { ...banner('b1'), title: 'Festive combos', text: 'Up to 25% off', link: '/offers' };
    renderHome(home({ banners: [offer, banner('b2')] }));
    const slide = currentSlide();
    expect(within(slide).getByRole('heading', { name: 'Festive combos' })).toBeTruthy();
    expect(within(slide).getByText('Up to 25% off')).toBeTruthy();
    expect(within(slide).getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/offers');
    // The picture under the words carries no meaning of its own.
    expect(slide.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('never shows an inactive banner', () => {
    renderHome(home({ banners: [banner('b1'), banner('off', false)] }));
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(1);
    expect(document.querySelector('img[src*="off.svg"]')).toBeNull();
  });

  it('moves to the next banner after 5 seconds, and not while hovered', async () => {
    vi.useFakeTimers();
    renderHome();
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 3');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    await act(() => vi.advanceTimersByTimeAsync(10000));
    expect(currentSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('does not move on by itself when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.useFakeTimers();
    try {
      renderHome();
      await act(() => vi.advanceTimersByTimeAsync(15000));
      expect(currentSlide().getAttribute('aria-label')).toBe('1 of 3');
      expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says 'Not banner' when there are no active banners", () => {
    renderHome(home({ banners: [] }));
    expect(screen.getByText('Not banner')).toBeTruthy();
  });

  it('shows four new arrivals and four best sellers as product cards', () => {
    renderHome(home({ highlights: highlights(['n1', 'n2', 'n3', 'n4'].map(product), ['t1', 't2', 't3', 't4'].map(product)) }));
    const newArrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(newArrivals.id).toBe('new-arrivals');
    const bestSellers = screen.getByRole('region', { name: 'Best Sellers' });
    expect(within(newArrivals).getAllByRole('article')).toHaveLength(4);
    expect(within(bestSellers).getAllByRole('article')).toHaveLength(4);
    expect(within(newArrivals).getByRole('link', { name: 'Ujjwal Product n1' }).getAttribute('href')).toBe('/product/n1');
    expect(within(bestSellers).getByRole('link', { name: 'Ujjwal Product t4' })).toBeTruthy();
  });

  it('shows both empty texts when there are no products', () => {
    renderHome();
    expect(screen.getByText('No new arrival products available at the moment.')).toBeTruthy();
    expect(screen.getByText('No best-selling products available at the moment.')).toBeTruthy();
  });

  it('invites distributors to the inquiry form and links to the About page', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Become a Distributor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Distributor' }).getAttribute('href')).toBe('/distributorinquiryForm');
    expect(screen.getByRole('link', { name: 'More about us' }).getAttribute('href')).toBe('/about');
  });
});
