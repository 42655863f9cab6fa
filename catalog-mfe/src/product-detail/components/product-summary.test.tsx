import type { Product } from '@shop/shared/contracts';
import { type FragmentHost, FragmentHostContext } from '@shop/shared/fragments';
import { bindNavigator } from '@shop/shared/navigation';
import { $toasts, clearToasts, signOut } from '@shop/shared/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from '../model/detail-fixtures';
import { ProductSummary } from './product-summary';

const navigateSpy = vi.fn();
const toastMessages = () => $toasts.get().map((toast) => toast.message);
const weightShown = () => screen.getByText('Weight:').nextElementSibling?.textContent;
const renderSummary = (overrides: Partial<Product> = {}) => render(<ProductSummary product={makeDetailProduct(overrides)} />);

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
});

describe('product summary: what is shown', () => {
  it('shows the category, the name, the read-only rating and the first highlights', () => {
    renderSummary();
    expect(screen.getByText('Detergent Powder')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ujjwal Matic Detergent Powder' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(screen.getByText('2 ratings')).toBeTruthy();
    expect(screen.getByText('Brand:').nextElementSibling?.textContent).toBe('Ujjwal');
  });

  it('counts the ratings the API counts when it sends no list of them', () => {
    renderSummary({ ratings: [], ratingCount: 214 });
    expect(screen.getByText('214 ratings')).toBeTruthy();
  });

  it('shows the first weight option, or the weight when it is a plain number', () => {
    const { unmount } = renderSummary();
    expect(weightShown()).toBe('1000');
    unmount();
    renderSummary({ weight: 750 });
    expect(weightShown()).toBe('750');
  });

  it("says 'No ratings yet' rather than an average of no ratings", () => {
    renderSummary({ avgRating: 0, ratings: [], ratingCount: 0 });
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.queryByText('0 ratings')).toBeNull();
  });

  it('writes the weight in the product’s unit', () => {
    renderSummary({ weight: [{ weight: 5000, price: 899 }], weightUnit: 'ml' });
    expect(weightShown()).toBe('5 L');
  });

  it('shows the price paid, the crossed-out original and the percent off when discounted', () => {
    renderSummary({ price: 200, discountedAmount: 150 });
    expect(screen.getByTestId('percent-off').textContent).toBe('25% OFF');
    expect(screen.getByText('₹150.00', { exact: false })).toBeTruthy();
    expect(document.querySelector('del')?.textContent).toContain('₹200.00');
  });

  it('says the GST the cart adds to the price, never that the price includes it', () => {
    renderSummary({ cgst: 9, sgst: 9, igst: 0 });
    expect(screen.getByText('+ 18% GST')).toBeTruthy();
    expect(screen.queryByText(/inclusive of all taxes/i)).toBeNull();
  });

  it('shows only the price, with no badge, when there is no discount', () => {
    renderSummary({ price: 199, discountedAmount: null });
    expect(screen.queryByTestId('percent-off')).toBeNull();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.getByText('₹199.00')).toBeTruthy();
  });
});

describe('product summary: what other sections own', () => {
  it("embeds the cart section's quantity and cart button and the account section's heart and Save to Wish List", () => {
    const embedded: FragmentHost = (name, props) => <output>{`${name}${'look' in props && props.look ? ` ${props.look}` : ''}`}</output>;
    render(
      <FragmentHostContext.Provider value={embedded}>
        <ProductSummary product={makeDetailProduct()} />
      </FragmentHostContext.Provider>,
    );
    expect(screen.getAllByText(/^(product-purchase|wishlist-toggle)/).map((place) => place.textContent)).toEqual([
      'wishlist-toggle',
      'product-purchase',
      'wishlist-toggle button',
    ]);
  });

  it('says adding to the cart is unavailable while the cart section cannot be reached', () => {
    renderSummary();
    expect(screen.getByText('Adding to the cart is unavailable right now. Please try again later.')).toBeTruthy();
  });
});

describe('product summary: share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the page's link and says so when the device cannot share", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSummary();
    await user.click(screen.getByRole('button', { name: 'Share Ujjwal Matic Detergent Powder' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(window.location.href);
    expect(toastMessages()).toEqual(['Link copied to clipboard!']);
  });

  it("opens the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Share Ujjwal Matic Detergent Powder' }));
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: 'Ujjwal Matic Detergent Powder', url: window.location.href });
    expect(toastMessages()).toEqual([]);
  });
});
