import { type CartLine, type CartReplyLine, messageReplySchema, type Product, profileReplySchema, type User } from '@shop/shared/contracts';
import { $cart, $session, $wishlist, replaceCart, signIn } from '@shop/shared/stores';
import { answer, deferred, HttpResponse, http, makeProduct, network, networkFailure, refusal, shopApiUrl } from '@shop/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { loadSessionAtStart, logOut } from './session-actions';

const savedLine: CartReplyLine = { _id: 'c1', cartId: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 2 };
const replyLine: CartReplyLine = { _id: 'c9', cartId: 'c9', product: makeProduct({ _id: 'p9' }), quantity: 1 };
// The same lines as the client holds them.
const saved: CartLine = { id: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 2 };
const replied: CartLine = { id: 'c9', product: makeProduct({ _id: 'p9' }), quantity: 1 };
const liked: Product = makeProduct({ _id: 'p5', productName: 'Dish Wash Gel 500 ml' });
const shopper: User = { _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', accountType: 'retailer' };

/** GET profile's reply: the shopper, with their cart and wishlist beside the user record. */
function profile(user: User, cart: CartReplyLine[] = [], wishlist: Product[] = []) {
  return { success: true as const, data: { user, cart, wishlist } };
}
/** A reply the profile contract does not allow, answered as it is, to show what the client does with it. */
function answerProfileOutsideContract(body: unknown) {
  network.use(http.get(shopApiUrl('profile'), () => HttpResponse.json(body as never)));
}

describe('loadSessionAtStart', () => {
  it('makes no request for a guest without the session hint and stops loading', async () => {
    const calls = answer('GET', 'profile', profileReplySchema, profile(shopper));
    expect($session.get().profileLoading).toBe(true);

    await loadSessionAtStart(false);

    expect(calls).toHaveLength(0);
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
  });

  it("reads the hint from the page's cookies when none is given", async () => {
    const calls = answer('GET', 'profile', profileReplySchema, profile(shopper));

    const cookies = vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    await loadSessionAtStart();
    expect(calls).toHaveLength(0);

    cookies.mockReturnValue('signedIn=1');
    await loadSessionAtStart();
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['GET', '/api/v1/profile']]);
    expect($session.get().isLoggedIn).toBe(true);
  });

  it('loads the profile when the hint is there, staying in loading until it answers', async () => {
    const reply = deferred<ReturnType<typeof profile>>();
    const calls = answer('GET', 'profile', profileReplySchema, () => reply.promise);

    const loading = loadSessionAtStart(true);

    await vi.waitFor(() => expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['GET', '/api/v1/profile']]));
    expect($session.get().profileLoading).toBe(true);
    expect($session.get().isLoggedIn).toBe(false);
    reply.resolve(profile(shopper, [replyLine], [liked]));
    await loading;
    expect($session.get().profileLoading).toBe(false);
    expect($session.get().isLoggedIn).toBe(true);
  });

  it('signs in with the user, the cart and the wishlist of the reply', async () => {
    answer('GET', 'profile', profileReplySchema, profile({ ...shopper, cart: [savedLine], wishlist: [] }, [replyLine], [liked]));

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
    // Outside the contract (the API always sends both lists beside the user): the client still reads the record's.
    answerProfileOutsideContract({ success: true, data: { user: { ...shopper, cart: [savedLine], wishlist: [liked] } } });

    await loadSessionAtStart(true);

    expect($session.get().isLoggedIn).toBe(true);
    expect($cart.get()).toEqual([saved]);
    expect($wishlist.get()).toEqual([liked]);
  });

  it('signs out and stops loading when the profile request fails', async () => {
    replaceCart([saved]);
    answer('GET', 'profile', profileReplySchema, refusal(401, 'UNAUTHORIZED', 'Unauthorized'));

    await expect(loadSessionAtStart(true)).resolves.toBeUndefined();

    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
  });

  it('signs out when the reply carries no user', async () => {
    signIn(shopper);
    // Outside the contract: a success without data must not leave a half-signed-in page.
    answerProfileOutsideContract({ success: true, data: null });

    await loadSessionAtStart(true);

    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
  });
});

describe('logOut', () => {
  it('revokes the session on the server, then forgets the shopper locally', async () => {
    signIn({ ...shopper, cart: [savedLine], wishlist: [liked] });
    const calls = answer('POST', 'auth/logout', messageReplySchema, { success: true, message: 'Logged out', data: null });

    await logOut();

    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['POST', '/api/v1/auth/logout']]);
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: false });
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toBeNull();
  });

  it('forgets the shopper locally even when the server cannot be reached', async () => {
    signIn({ ...shopper, cart: [savedLine] });
    const calls = answer('POST', 'auth/logout', messageReplySchema, networkFailure());

    await expect(logOut()).resolves.toBeUndefined();

    expect(calls).toHaveLength(1);
    expect($session.get().isLoggedIn).toBe(false);
    expect($cart.get()).toEqual([]);
  });
});
