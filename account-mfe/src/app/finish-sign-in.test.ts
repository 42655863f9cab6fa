import { $location, navigate } from '@shop/shared/navigation';
import { $cart, $session, $wishlist } from '@shop/shared/stores';
import { describe, expect, it } from 'vitest';
import { finishSignIn, firstName } from './finish-sign-in';

const product = { _id: 'p1', productName: 'Soap' } as never;

describe('firstName', () => {
  it('takes the first word of the name', () => {
    expect(firstName('  Asha  Patel ')).toBe('Asha');
    expect(firstName('')).toBe('');
    expect(firstName(undefined)).toBe('');
  });
});

describe('finishSignIn', () => {
  it('signs in with the cart and wish list the user carries, then goes back where the guard sent the shopper from', () => {
    navigate('/signin', { replace: true, state: { from: '/cart' } });
    finishSignIn(
      { fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', cart: [], wishlist: [product] },
      { from: '/cart' },
    );
    expect($session.get()).toMatchObject({ isLoggedIn: true, profileLoading: false, userInfo: { fullName: 'Asha Patel' } });
    expect($wishlist.get()).toEqual([product]);
    expect($cart.get()).toEqual([]);
    expect($location.get().pathname).toBe('/cart');
  });

  it('points the way back at the profile page before signing in a shopper without a phone number', () => {
    navigate('/verification', { replace: true, state: { email: 'asha@example.in' } });
    const seen: Array<{ pathname: string; state: unknown; signedIn: boolean }> = [];
    const stop = $location.listen((location) =>
      seen.push({ pathname: location.pathname, state: location.state, signedIn: $session.get().isLoggedIn }),
    );

    finishSignIn({ fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '' }, { email: 'asha@example.in' });
    stop();

    expect(seen).toEqual([
      { pathname: '/verification', state: { email: 'asha@example.in', from: '/userverify' }, signedIn: false },
      { pathname: '/userverify', state: null, signedIn: true },
    ]);
  });
});
