import { addToCartReplySchema, idReplySchema, type Product, updateCartReplySchema } from '@shop/shared/contracts';
import { bindNavigator } from '@shop/shared/navigation';
import { $toasts, addToCart, clearToasts, signIn, signOut } from '@shop/shared/stores';
import { addedToCart, answer, inTurn, networkFailure, quantityUpdated } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from '../model/detail-fixtures';
import { ProductSummary } from './product-summary';

const navigateSpy = vi.fn();
const toastMessages = () => $toasts.get().map((toast) => toast.message);
const weightShown = () => screen.getByText('Weight:').nextElementSibling?.textContent;
const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const renderSummary = (overrides: Partial<Product> = {}) => render(<ProductSummary product={makeDetailProduct(overrides)} />);

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
});

const signInShopper = () =>
  signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });

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

describe('product summary: guest actions', () => {
  it.each([
    ['Add To Cart', { name: 'Add To Cart' }],
    ['the heart', { name: 'Add Ujjwal Matic Detergent Powder to wish list' }],
    ['Save to Wish List', { name: 'Save to Wish List' }],
  ])("sends a guest pressing %s to sign in with 'Please Log In'", async (_label, query) => {
    renderSummary();
    await userEvent.click(screen.getByRole('button', query));
    expect(toastMessages()).toEqual(['Please Log In']);
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/product/p1' } });
  });

  it('adds the chosen quantity for a signed-in shopper, without leaving the page, then offers Remove Product', async () => {
    signInShopper();
    const calls = answer('POST', 'cart', addToCartReplySchema, addedToCart(2), 201);
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('button', { name: 'Remove Product' })).toBeTruthy();
    expect(calls.bodies()).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(toastMessages()).toEqual(['Product added to cart successfully!']);
    expect(quantityBox().value).toBe('2');
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it("says 'Failed to add product to cart' when adding or removing fails without a server message", async () => {
    signInShopper();
    answer('POST', 'cart', addToCartReplySchema, networkFailure());
    answer('DELETE', 'cart/c1', idReplySchema, networkFailure());
    const product = makeDetailProduct();
    render(<ProductSummary product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to add product to cart']));
    addToCart(product, 1, 'c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Product' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to add product to cart', 'Failed to add product to cart']));
    expect(screen.getByRole('button', { name: 'Remove Product' })).toBeTruthy();
  });
});

describe('product summary: quantity and stock', () => {
  it('steps the quantity between 1 and 99', async () => {
    renderSummary();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(quantityBox().value).toBe('1');
    expect(decrease.disabled).toBe(true);

    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(quantityBox().value).toBe('3');
    await userEvent.click(decrease);
    expect(quantityBox().value).toBe('2');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '9a9');
    expect(quantityBox().value).toBe('99');
    expect(increase.disabled).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(increase.disabled).toBe(true);
    await userEvent.type(quantityBox(), '5');
    expect(quantityBox().value).toBe('99');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '0');
    await userEvent.tab();
    expect(quantityBox().value).toBe('1');
  });

  it('puts the last quantity back when the box is left empty', async () => {
    renderSummary();
    await userEvent.type(quantityBox(), '{Backspace}');
    expect(quantityBox().value).toBe('');
    await userEvent.tab();
    expect(quantityBox().value).toBe('1');
  });

  it("disables the button as 'Out of Stock' and the stepper when the product is out of stock", () => {
    renderSummary({ isOutOfStock: true });
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(quantityBox().disabled).toBe(true);
  });

  it("offers 'Remove Product' for a product in the cart and puts the quantity back when a change is not saved", async () => {
    signInShopper();
    const product = makeDetailProduct();
    addToCart(product, 3, 'c1');
    render(<ProductSummary product={product} />);
    expect(screen.getByRole('button', { name: 'Remove Product' })).toBeTruthy();
    expect(quantityBox().value).toBe('3');

    const calls = answer('PUT', 'cart/c1', updateCartReplySchema, inTurn(networkFailure(), quantityUpdated(4)));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to update quantity']));
    expect(quantityBox().value).toBe('3');
    expect(calls.bodies()).toEqual([{ quantity: 4, mode: 'set' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await vi.waitFor(() => expect(quantityBox().value).toBe('4'));
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
