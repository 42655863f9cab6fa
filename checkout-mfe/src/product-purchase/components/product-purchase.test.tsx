import { addToCartReplySchema, idReplySchema, type Product, updateCartReplySchema } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { $toasts, addToCart, clearToasts, signIn, signOut } from '@shop/shared/stores';
import { addedToCart, answer, inTurn, makeProduct, networkFailure, quantityUpdated } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPurchase } from './product-purchase';

const navigateSpy = vi.fn();
const toastMessages = () => $toasts.get().map((toast) => toast.message);
const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const pageProduct = (overrides: Partial<Product> = {}) => makeProduct({ productName: 'Ujjwal Matic Detergent Powder', ...overrides });
const renderPurchase = (overrides: Partial<Product> = {}) => render(<ProductPurchase product={pageProduct(overrides)} />);
const signInShopper = () =>
  signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
  publishLocation({ pathname: '/product/p1', search: '', hash: '', state: null });
});

describe('the product-purchase fragment: the cart', () => {
  it("sends a guest pressing Add To Cart to sign in with 'Please Log In'", async () => {
    renderPurchase();
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(toastMessages()).toEqual(['Please Log In']);
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/product/p1' } });
  });

  it('adds the chosen quantity for a signed-in shopper, without leaving the page, then offers Remove Product', async () => {
    signInShopper();
    const calls = answer('POST', 'cart', addToCartReplySchema, addedToCart(2), 201);
    renderPurchase();
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
    const product = pageProduct();
    render(<ProductPurchase product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to add product to cart']));
    addToCart(product, 1, 'c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Product' }));
    await vi.waitFor(() => expect(toastMessages()).toEqual(['Failed to add product to cart', 'Failed to add product to cart']));
    expect(screen.getByRole('button', { name: 'Remove Product' })).toBeTruthy();
  });
});

describe('the product-purchase fragment: quantity and stock', () => {
  it('steps the quantity between 1 and 99', async () => {
    renderPurchase();
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
    renderPurchase();
    await userEvent.type(quantityBox(), '{Backspace}');
    expect(quantityBox().value).toBe('');
    await userEvent.tab();
    expect(quantityBox().value).toBe('1');
  });

  it("disables the button as 'Out of Stock' and the stepper when the product is out of stock", () => {
    renderPurchase({ isOutOfStock: true });
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(quantityBox().disabled).toBe(true);
  });

  it("offers 'Remove Product' for a product in the cart and puts the quantity back when a change is not saved", async () => {
    signInShopper();
    const product = pageProduct();
    addToCart(product, 3, 'c1');
    render(<ProductPurchase product={product} />);
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
