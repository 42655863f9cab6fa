import type { Product } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { $toasts, addToCart, clearToasts, initWishlist, setProfileLoading, signIn, signOut } from '@shop/shared/stores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';

const makeProduct = (overrides: Partial<Product> = {}): Product =>
  ({
    _id: 'p1',
    productName: 'Ujjwal Detergent Powder 1 kg',
    productImages: ['/api/media/products/powder.svg'],
    weight: 1000,
    price: 200,
    discountedAmount: null,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.5,
    ratings: [],
    count: 0,
    ...overrides,
  }) as Product;

const navigateSpy = vi.fn();

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
  publishLocation({ pathname: '/shop', search: '?c=dishwash', hash: '', state: null });
});

const toastMessages = () => $toasts.get().map((toast) => toast.message);

describe('product card', () => {
  it.each([
    [4.0, 'green'],
    [3.9, 'yellow'],
    [3.0, 'yellow'],
    [2.9, 'red'],
  ])('colours a %s rating %s and shows it with a star', (avgRating, tone) => {
    render(<ProductCard product={makeProduct({ avgRating })} />);
    const badge = screen.getByText(`Rated ${avgRating.toFixed(1)} out of 5`).parentElement as HTMLElement;
    expect(badge.dataset.tone).toBe(tone);
    expect(badge.querySelector('svg')).toBeTruthy();
  });

  it('shows the price paid, the crossed-out original and the percent off when discounted', () => {
    const { container } = render(<ProductCard product={makeProduct({ price: 200, discountedAmount: 150 })} />);
    expect(screen.getByText('₹150.00')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('Original price ₹200.00');
    expect(screen.getByText('25% off')).toBeTruthy();
  });

  it.each([null, 0, 200])('shows only the price when the discounted amount is %s', (discountedAmount) => {
    const { container } = render(<ProductCard product={makeProduct({ price: 200, discountedAmount })} />);
    expect(screen.getByText('₹200.00')).toBeTruthy();
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('links the image and the name to the product page', () => {
    const { container } = render(<ProductCard product={makeProduct({ _id: 'abc' })} />);
    expect(screen.getByRole('link', { name: 'Ujjwal Detergent Powder 1 kg' }).getAttribute('href')).toBe('/product/abc');
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.closest('a')?.getAttribute('href')).toBe('/product/abc');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('400');
  });

  it('shows a plain weight, or the first of several weight options', () => {
    const { rerender } = render(<ProductCard product={makeProduct({ weight: 500 })} />);
    expect(screen.getByText('Weight : 500')).toBeTruthy();
    rerender(
      <ProductCard
        product={makeProduct({
          weight: [
            { weight: 750, price: 120 },
            { weight: 1500, price: 220 },
          ],
        })}
      />,
    );
    expect(screen.getByText('Weight : 750')).toBeTruthy();
  });

  it('disables the button as Out of Stock when the product is out of stock', () => {
    render(<ProductCard product={makeProduct({ isOutOfStock: true })} />);
    const button = screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('offers Remove Product when the product is already in the cart', () => {
    const product = makeProduct();
    addToCart(product, 1, 'line-1');
    render(<ProductCard product={product} />);
    expect(screen.getByRole('button', { name: 'Remove Product' })).toBeTruthy();
  });

  it('tells a guest who adds to cart to log in and sends them to /signin, remembering the page', async () => {
    render(<ProductCard product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(toastMessages()).toEqual(['Please Log In']);
    expect($toasts.get()[0]?.kind).toBe('error');
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/shop?c=dishwash' } });
  });

  it('does the same when a guest presses the heart', async () => {
    render(<ProductCard product={makeProduct()} />);
    const heart = screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(toastMessages()).toEqual(['Please Log In']);
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/shop?c=dishwash' } });
  });

  it('ignores presses while the start-up profile load has not answered, so a returning shopper is not sent to sign in', async () => {
    setProfileLoading(true);
    render(<ProductCard product={makeProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' }));
    expect(toastMessages()).toEqual([]);
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('fills the heart when the product is on the wish list', () => {
    const product = makeProduct();
    initWishlist([product]);
    render(<ProductCard product={product} />);
    const heart = screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a signed-in shopper on the page and says the cart is not available yet', async () => {
    signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });
    render(<ProductCard product={makeProduct()} />);
    const card = screen.getByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Add To Cart' }));
    expect(toastMessages()).toEqual(['Cart is not available yet.']);
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});
