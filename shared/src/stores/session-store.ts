import { map } from 'nanostores';
import type { User } from '../contracts';
import { cartLinesFromReply } from './cart-line';
import { emptyCart, replaceCart } from './cart-store';
import { clearWishlist, initWishlist } from './wishlist-store';

/** Who is signed in. Tokens live in HttpOnly cookies the server sets, so they are not here. */
export interface SessionState {
  isLoggedIn: boolean;
  userInfo: User | null;
  /** True until the start-up profile load has answered; guards wait for it. */
  profileLoading: boolean;
}

/** The session: signed in or not, the profile, and whether it is still loading. */
export const $session = map<SessionState>({
  isLoggedIn: false,
  userInfo: null,
  profileLoading: true,
});

/** Marks the shopper signed in and loads the cart and wishlist the user record carries. */
export function signIn(user: User): void {
  // Having the user means the profile is known, so nothing is loading any more.
  $session.set({ isLoggedIn: true, userInfo: user, profileLoading: false });
  if (Array.isArray(user.cart)) replaceCart(cartLinesFromReply(user.cart));
  if (Array.isArray(user.wishlist)) initWishlist(user.wishlist);
}

/** Replaces the stored profile, e.g. after an edit. */
export function setUser(user: User): void {
  $session.setKey('userInfo', user);
}

/** Records whether the profile is being loaded. */
export function setProfileLoading(loading: boolean): void {
  $session.setKey('profileLoading', loading);
}

/** Forgets the shopper locally: session, cart and wishlist. The server clears the cookies. */
export function signOut(): void {
  $session.set({ isLoggedIn: false, userInfo: null, profileLoading: false });
  emptyCart();
  clearWishlist();
}
