import { request } from '@shop/shared/api-client';
import { setProfileLoading, signIn, signOut } from '@shop/shared/stores';
import { hasSessionHint } from './session-hint';

/** At start: when a session may exist and no user is in state, load the profile; otherwise stay a guest. */
export async function loadSessionAtStart(hint: boolean = hasSessionHint()): Promise<void> {
  if (!hint) {
    setProfileLoading(false);
    return;
  }
  setProfileLoading(true);
  try {
    const body = await request('GET', 'profile');
    const { user, cart, wishlist } = body.data;
    signIn({ ...user, cart: cart ?? user.cart, wishlist: wishlist ?? user.wishlist });
  } catch {
    signOut();
  } finally {
    setProfileLoading(false);
  }
}

/** Ends the session on the server (revoking the refresh token, clearing cookies) and locally. */
export async function logOut(): Promise<void> {
  try {
    await request('POST', 'auth/logout');
  } catch {
    // Signing out locally must not depend on the network.
  }
  signOut();
}
