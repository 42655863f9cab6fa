import { type Product, profileReplySchema, wishlistToggleReplySchema } from '@shop/shared/contracts';
import { type FragmentHost, FragmentHostContext } from '@shop/shared/fragments';
import { bindNavigator } from '@shop/shared/navigation';
import { initWishlist } from '@shop/shared/stores';
import { answer, inTurn, makeProduct, makeUser, networkFailure } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistPage } from './wishlist-page';

const navigateSpy = vi.fn();

const product = (overrides: Partial<Product>): Product =>
  makeProduct({ productImages: ['/api/media/products/powder.svg'], price: 200, discountedAmount: 150, ...overrides });

const powder = product({});
const gel = product({ _id: 'p2', productName: 'Dish Wash Gel 500 ml', weight: 500, price: 99, discountedAmount: null, avgRating: 3 });
const profileWith = (wishlist: Product[]) => ({ success: true as const, data: { user: makeUser(), cart: [], wishlist } });
/** GET profile answers this wish list to every read; returns the reads. */
const savedList = (...wishlist: Product[]) => answer('GET', 'profile', profileReplySchema, profileWith(wishlist));

beforeEach(() => {
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
});

describe('wish list page', () => {
  it('shows each saved product with weight, stars, price, original price and percent off, and the count', async () => {
    const unrated = product({ _id: 'p3', productName: 'New Hand Wash', avgRating: 0, ratingCount: 0 });
    savedList(powder, gel, unrated);
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
    const reads = savedList(powder, gel);
    render(<WishlistPage />);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1 item');
    await waitFor(() => expect(screen.getByTestId('wishlist-count').textContent).toBe('2 items'));
    expect(reads).toHaveLength(1);
  });

  it('removes a card through the shared toggle', async () => {
    // The server holds what it saved: the list read again after the toggle no longer has the gel.
    const reads = answer('GET', 'profile', profileReplySchema, ({ index }) => profileWith(index === 0 ? [powder, gel] : [powder]));
    const toggles = answer('POST', 'profile/wishlist', wishlistToggleReplySchema, {
      success: true,
      data: { added: false, wishlist: [powder] },
    });
    render(<WishlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dish Wash Gel 500 ml from wish list' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('wishlist-count').textContent).toBe('1 item');
    await waitFor(() => expect(toggles.bodies()).toEqual([{ productId: 'p2' }]));
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the empty state with Start Shopping leading to the shop', async () => {
    savedList();
    render(<WishlistPage />);
    const link = await screen.findByRole('link', { name: 'Start Shopping' });
    expect(screen.getByTestId('wishlist-count').textContent).toBe('0 items');
    await userEvent.click(link);
    expect(navigateSpy).toHaveBeenCalledWith('/shop', expect.anything());
  });

  it("gives each card's Add to Cart to the cart section, and leads to the product while that section cannot be reached", async () => {
    savedList(powder, gel);
    const embedded: FragmentHost = (name, props) => (
      <output>{`${name} ${props.product._id} ${'variant' in props ? props.variant : ''}`}</output>
    );
    const { unmount } = render(
      <FragmentHostContext.Provider value={embedded}>
        <WishlistPage />
      </FragmentHostContext.Provider>,
    );
    expect((await screen.findAllByText(/^add-to-cart /)).map((place) => place.textContent)).toEqual([
      'add-to-cart p1 single',
      'add-to-cart p2 single',
    ]);
    unmount();

    render(<WishlistPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'View Product' })
        .getAttribute('href'),
    ).toBe('/product/p2');
  });

  it('offers a retry when no list is known and it cannot be loaded', async () => {
    answer('GET', 'profile', profileReplySchema, inTurn(networkFailure(), profileWith([gel])));
    render(<WishlistPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your wish list. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Dish Wash Gel 500 ml' })).toBeTruthy();
  });
});
