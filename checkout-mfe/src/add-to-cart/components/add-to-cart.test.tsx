import { addToCartReplySchema, idReplySchema, type Product, updateCartReplySchema } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { $cartCount, $toasts, addToCart, clearToasts, setProfileLoading, signIn, signOut } from '@shop/shared/stores';
import { addedToCart, answer, deferred, inTurn, makeProduct, networkFailure, quantityUpdated } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from './add-to-cart';

const cardProduct = (overrides: Partial<Product> = {}): Product =>
  makeProduct({ productImages: ['/api/media/products/powder.svg'], price: 200, ...overrides });

const navigateSpy = vi.fn();
const signInShopper = () =>
  signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity of Ujjwal Detergent Powder 1 kg' }) as HTMLButtonElement;
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity of Ujjwal Detergent Powder 1 kg' }) as HTMLButtonElement;

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
  publishLocation({ pathname: '/shop', search: '?c=dishwash', hash: '', state: null });
});

const toastMessages = () => $toasts.get().map((toast) => toast.message);

describe('the add-to-cart fragment on a product card', () => {
  it('disables the button as Out of Stock when the product is out of stock', () => {
    render(<AddToCart product={cardProduct({ isOutOfStock: true })} />);
    const button = screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('offers Remove Product when the product is already in the cart', () => {
    const product = cardProduct();
    addToCart(product, 1, 'line-1');
    render(<AddToCart product={product} />);
    expect(screen.getByRole('button', { name: 'Remove Product' })).toBeTruthy();
  });

  it('tells a guest who adds to cart to log in and sends them to /signin, remembering the page', async () => {
    render(<AddToCart product={cardProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(toastMessages()).toEqual(['Please Log In']);
    expect($toasts.get()[0]?.kind).toBe('error');
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/shop?c=dishwash' } });
  });

  it('ignores presses while the start-up profile load has not answered, so a returning shopper is not sent to sign in', async () => {
    setProfileLoading(true);
    render(<AddToCart product={cardProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(toastMessages()).toEqual([]);
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('keeps a signed-in shopper on the page, spinning while the product is added, then offers Remove Product and the stepper', async () => {
    signInShopper();
    const reply = deferred<ReturnType<typeof addedToCart>>();
    const calls = answer('POST', 'cart', addToCartReplySchema, () => reply.promise, 201);
    render(<AddToCart product={cardProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));

    const busy = screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(calls.bodies()).toEqual([{ productId: 'p1', quantity: 1 }]));
    expect(screen.queryByRole('button', { name: /Increase quantity/ })).toBeNull();

    await act(async () => reply.resolve(addedToCart(1)));
    expect(await screen.findByRole('button', { name: 'Remove Product' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Quantity of Ujjwal Detergent Powder 1 kg' }).textContent).toBe('1');
    expect(decrease().disabled).toBe(true);
    expect(toastMessages()).toEqual(['Product added to cart successfully!']);
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('raises and lowers the quantity of a product in the cart, never below 1', async () => {
    signInShopper();
    const product = cardProduct();
    addToCart(product, 1, 'c1');
    const calls = answer('PUT', 'cart/c1', updateCartReplySchema, inTurn(quantityUpdated(2), quantityUpdated(1)));
    render(<AddToCart product={product} />);
    const quantityShown = () => screen.getByRole('status', { name: 'Quantity of Ujjwal Detergent Powder 1 kg' }).textContent;

    await userEvent.click(increase());
    await vi.waitFor(() => expect(quantityShown()).toBe('2'));
    await vi.waitFor(() => expect(decrease().disabled).toBe(false));

    await userEvent.click(decrease());
    await vi.waitFor(() => expect(quantityShown()).toBe('1'));
    await vi.waitFor(() => expect(decrease().disabled).toBe(true));
    expect(calls.bodies()).toEqual([{ quantity: 1 }, { quantity: -1 }]);
  });

  it('takes the product out with Remove Product and shows Add To Cart again', async () => {
    signInShopper();
    const product = cardProduct();
    addToCart(product, 2, 'c1');
    const reply = deferred<{ success: true; message: string; data: { _id: string } }>();
    const calls = answer('DELETE', 'cart/c1', idReplySchema, () => reply.promise);
    render(<AddToCart product={product} />);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Product' }));
    const busy = screen.getByRole('button', { name: 'Remove Product' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => reply.resolve({ success: true, message: 'Product removed from cart', data: { _id: 'c1' } }));
    expect(await screen.findByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Increase quantity/ })).toBeNull();
    expect(toastMessages()).toEqual(['Product removed from cart']);
  });

  it('shows no stepper for a product not in the cart, nor for one out of stock', () => {
    const product = cardProduct({ isOutOfStock: true });
    addToCart(product, 2, 'c1');
    render(<AddToCart product={product} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /quantity/ })).toBeNull();
  });
});

describe('the add-to-cart fragment as a single button (a wish list)', () => {
  it('adds one unit at each press, counted in the header, and stays Add to Cart', async () => {
    signInShopper();
    const additions = answer('POST', 'cart', addToCartReplySchema, addedToCart(1), 201);
    render(<AddToCart product={cardProduct()} variant="single" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Product added to cart successfully!']));
    expect(additions.bodies()).toEqual([{ productId: 'p1', quantity: 1 }]);
    expect($cartCount.get()).toBe(1);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Product' })).toBeNull();
  });

  it("says 'Failed to add product to cart' and leaves the cart alone when adding fails", async () => {
    signInShopper();
    answer('POST', 'cart', addToCartReplySchema, networkFailure());
    render(<AddToCart product={cardProduct()} variant="single" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to add product to cart']));
    expect($cartCount.get()).toBe(0);
  });

  it('is disabled as Out of Stock when the product is out of stock', () => {
    render(<AddToCart product={cardProduct({ isOutOfStock: true })} variant="single" />);
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
