import { request } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';
import { bindNavigator } from '@shop/shared/navigation';
import { $cartCount, $toasts, $wishlist, clearToasts, emptyCart, initWishlist } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWishlist } from '../api/fetch-wishlist';
import { WishlistPage } from './wishlist-page';

vi.mock('../api/fetch-wishlist', () => ({ fetchWishlist: vi.fn() }));
vi.mock('@shop/shared/wishlist', () => ({
  isWishlistTogglePending: () => false,
  toggleWishlistItem: vi.fn(async (product: Product) => {
    $wishlist.set(($wishlist.get() ?? []).filter((item) => item._id !== product._id));
    return true;
  }),
}));

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const load = vi.mocked(fetchWishlist);
const call = vi.mocked(request);
const navigateSpy = vi.fn();

const product = (overrides: Partial<Product>): Product =>
  ({
    _id: 'p1',
    productName: 'Ujjwal Detergent Powder 1 kg',
    productImages: ['/api/media/products/powder.svg'],
    weight: 1000,
    price: 200,
    discountedAmount: 150,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.5,
    cgst: 9,
    sgst: 9,
    igst: 0,
    ratings: [],
    ...overrides,
  }) as Product;

const powder = product({});
const gel = product({ _id: 'p2', productName: 'Dish Wash Gel 500 ml', weight: 500, price: 99, discountedAmount: null, avgRating: 3 });
const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);

beforeEach(() => {
  load.mockReset();
  call.mockReset();
  emptyCart();
  clearToasts();
  vi.mocked(toggleWishlistItem).mockClear();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
});

describe('wish list page', () => {
  it('shows each saved product with weight, stars, price, original price and percent off, and the count', async () => {
    const unrated = product({ _id: 'p3', productName: 'New Hand Wash', avgRating: 0, ratingCount: 0 });
    load.mockResolvedValue([powder, gel, unrated]);
    render(<WishlistPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(screen.getByTestId('wishlist-count').textContent).toBe('3 items');

    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Ujjwal Detergent Powder 1 kg' }).getAttribute('href')).toBe('/product/p1');
    expect(first.getByText('Weight : 1000')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(first.getByText('₹150.00')).toBeTruthy();
    expect(cards[0]?.querySelector('del')?.textContent).toContain('₹200.00');
    expect(first.getByTestId('percent-off').textContent).toBe('25% off');
    expect(first.getByText('+ 18% GST')).toBeTruthy();

    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('No ratings yet')).toBeTruthy();
    expect(second.queryByTestId('percent-off')).toBeNull();
    expect(cards[1]?.querySelector('del')).toBeNull();
  });

  it('refreshes the list from the server when it opens', async () => {
    initWishlist([powder]);
    load.mockResolvedValue([powder, gel]);
    render(<WishlistPage />);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1 item');
    await waitFor(() => expect(screen.getByTestId('wishlist-count').textContent).toBe('2 items'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('removes a card through the shared toggle', async () => {
    load.mockResolvedValue([powder, gel]);
    render(<WishlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dish Wash Gel 500 ml from wish list' }));
    expect(toggleWishlistItem).toHaveBeenCalledExactlyOnceWith(gel);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1 item');
  });

  it('shows the empty state with Start Shopping leading to the shop', async () => {
    load.mockResolvedValue([]);
    render(<WishlistPage />);
    const link = await screen.findByRole('link', { name: 'Start Shopping' });
    expect(screen.getByTestId('wishlist-count').textContent).toBe('0 items');
    await userEvent.click(link);
    expect(navigateSpy).toHaveBeenCalledWith('/shop', expect.anything());
  });

  it('adds one unit to the cart on Add to Cart, the cart the header counts, and keeps the product listed', async () => {
    load.mockResolvedValue([powder]);
    call.mockResolvedValue({
      success: true,
      message: 'Product added to cart successfully!',
      data: { cart: { _id: 'c1', quantity: 1 }, _id: 'c1' },
    });
    render(<WishlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'cart', { productId: 'p1', quantity: 1 });
    expect(toastsShown()).toEqual([['success', 'Product added to cart successfully!']]);
    expect($cartCount.get()).toBe(1);
    expect(screen.getByRole('link', { name: 'Ujjwal Detergent Powder 1 kg' })).toBeTruthy();
  });

  it("says 'Failed to add product to cart' and leaves the cart alone when adding fails", async () => {
    load.mockResolvedValue([powder]);
    call.mockRejectedValue(new Error('Network Error'));
    render(<WishlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(toastsShown()).toEqual([['error', 'Failed to add product to cart']]);
    expect($cartCount.get()).toBe(0);
  });

  it('offers a retry when no list is known and it cannot be loaded', async () => {
    load.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([gel]);
    render(<WishlistPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your wish list. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Dish Wash Gel 500 ml' })).toBeTruthy();
  });
});
