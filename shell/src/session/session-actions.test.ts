import type { CartLine, CartReplyLine, Product, User } from '@shop/shared/contracts';
import { $cart, $session, $wishlist, replaceCart, signIn } from '@shop/shared/stores';
import { deferred, makeProduct } from '@shop/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionAtStart, logOut } from './session-actions';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@shop/shared/api-client', () => api);

const savedLine: CartReplyLine = { _id: 'c1', cartId: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 2 };
const replyLine: CartReplyLine = { _id: 'c9', cartId: 'c9', product: makeProduct({ _id: 'p9' }), quantity: 1 };
// The same lines as the client holds them.
const saved: CartLine = { id: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 2 };
const replied: CartLine = { id: 'c9', product: makeProduct({ _id: 'p9' }), quantity: 1 };
const liked = { _id: 'p5', productName: 'Dish Wash Gel 500 ml' } as Product;
const shopper: User = { _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', accountType: 'retailer' };

beforeEach(() => {
  api.request.mockReset();
});

describe('loadSessionAtStart', () => {
  it('makes no request for a guest without the session hint and stops loading', async () => {
    expect($session.get().profileLoading).toBe(true);

    await loadSessionAtStart(false);

    expect(api.request).not.toHaveBeenCalled();
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
  });

  it("reads the hint from the page's cookies when none is given", async () => {
    api.request.mockResolvedValue({ success: true, data: { user: shopper } });

    const cookies = vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    await loadSessionAtStart();
    expect(api.request).not.toHaveBeenCalled();

    cookies.mockReturnValue('signedIn=1');
    await loadSessionAtStart();
    expect(api.request).toHaveBeenCalledExactlyOnceWith('GET', 'profile');
  });

  it('loads the profile when the hint is there, staying in loading until it answers', async () => {
    const reply = deferred<unknown>();
    api.request.mockReturnValue(reply.promise);

    const loading = loadSessionAtStart(true);

    expect(api.request).toHaveBeenCalledExactlyOnceWith('GET', 'profile');
    expect($session.get().profileLoading).toBe(true);
    expect($session.get().isLoggedIn).toBe(false);
    reply.resolve({ success: true, data: { user: shopper, cart: [replyLine], wishlist: [liked] } });
    await loading;
    expect($session.get().profileLoading).toBe(false);
  });

  it('signs in with the user, the cart and the wishlist of the reply', async () => {
    api.request.mockResolvedValue({
      success: true,
      data: { user: { ...shopper, cart: [savedLine], wishlist: [] }, cart: [replyLine], wishlist: [liked] },
    });

    await loadSessionAtStart(true);

    expect($session.get()).toEqual({
      isLoggedIn: true,
      userInfo: { ...shopper, cart: [replyLine], wishlist: [liked] },
      profileLoading: false,
    });
    expect($cart.get()).toEqual([replied]);
    expect($wishlist.get()).toEqual([liked]);
  });

  it('falls back to the cart and wishlist on the user record when the reply has none beside it', async () => {
    api.request.mockResolvedValue({ success: true, data: { user: { ...shopper, cart: [savedLine], wishlist: [liked] } } });

    await loadSessionAtStart(true);

    expect($session.get().isLoggedIn).toBe(true);
    expect($cart.get()).toEqual([saved]);
    expect($wishlist.get()).toEqual([liked]);
  });

  it('signs out and stops loading when the profile request fails', async () => {
    replaceCart([saved]);
    api.request.mockRejectedValue(Object.assign(new Error('Unauthorized'), { status: 401 }));

    await expect(loadSessionAtStart(true)).resolves.toBeUndefined();

    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
  });

  it('signs out when the reply carries no user', async () => {
    api.request.mockResolvedValue({ success: true, data: null });

    await loadSessionAtStart(true);

    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
  });
});

describe('logOut', () => {
  it('revokes the session on the server, then forgets the shopper locally', async () => {
    signIn({ ...shopper, cart: [savedLine], wishlist: [liked] });
    api.request.mockResolvedValue({ success: true, data: null });

    await logOut();

    expect(api.request).toHaveBeenCalledExactlyOnceWith('POST', 'auth/logout');
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toBeNull();
  });

  it('forgets the shopper locally even when the server cannot be reached', async () => {
    signIn({ ...shopper, cart: [savedLine] });
    api.request.mockRejectedValue(new Error('Network Error'));

    await expect(logOut()).resolves.toBeUndefined();

    expect($session.get().isLoggedIn).toBe(false);
    expect($cart.get()).toEqual([]);
  });
});
