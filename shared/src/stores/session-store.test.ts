import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, makeUser } from '../test-fixtures';
import { $cart, addToCart, emptyCart } from './cart-store';
import { $session, setProfileLoading, setUser, signIn, signOut } from './session-store';
import { $wishlist, clearWishlist, initWishlist } from './wishlist-store';

const soap = makeProduct({ _id: 'soap' });

beforeEach(() => {
  $session.set({ isLoggedIn: false, userInfo: null, profileLoading: true });
  emptyCart();
  clearWishlist();
});
afterEach(() => cleanStores($session, $cart, $wishlist));

describe('session store', () => {
  it('starts logged out with the profile loading', () => {
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: true });
  });

  it('signs in with the user and stops the loading state', () => {
    const user = makeUser();
    signIn(user);
    expect($session.get()).toEqual({ isLoggedIn: true, userInfo: user, profileLoading: false });
  });

  it('replaces the cart with the user record cart on sign-in', () => {
    addToCart(makeProduct({ _id: 'old' }), 1);
    signIn(makeUser({ cart: [{ _id: 'c1', product: soap, quantity: 2 }] }));
    expect($cart.get()).toEqual([{ id: 'c1', product: soap, quantity: 2 }]);
  });

  it('keeps the cart when the user record has none', () => {
    addToCart(soap, 1);
    signIn(makeUser());
    expect($cart.get()).toHaveLength(1);
  });

  it('initialises the wishlist from the user record', () => {
    signIn(makeUser({ wishlist: [soap] }));
    expect($wishlist.get()).toEqual([soap]);
  });

  it('leaves the wishlist uninitialised when the user record has none', () => {
    signIn(makeUser());
    expect($wishlist.get()).toBeNull();
  });

  it('replaces the stored user without touching the rest', () => {
    signIn(makeUser());
    const edited = makeUser({ fullName: 'Asha P.' });
    setUser(edited);
    expect($session.get()).toEqual({ isLoggedIn: true, userInfo: edited, profileLoading: false });
  });

  it('records the profile loading flag', () => {
    setProfileLoading(false);
    expect($session.get().profileLoading).toBe(false);
    setProfileLoading(true);
    expect($session.get().profileLoading).toBe(true);
  });

  it('signs out: clears the user, the cart and the wishlist', () => {
    signIn(makeUser({ cart: [{ _id: 'c1', product: soap, quantity: 1 }] }));
    initWishlist([soap]);
    signOut();
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toBeNull();
  });
});
