import { type WishlistToggleReply, wishlistToggleReplySchema } from '@shop/shared/contracts';
import { createFetcherStore } from '@shop/shared/query';
import { $toasts, $wishlist, clearWishlist, initWishlist } from '@shop/shared/stores';
import { answer, deferred, HttpResponse, inTurn, makeProduct, networkFailure, refusal } from '@shop/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { isWishlistTogglePending, toggleWishlistItem, WISHLIST_SAVE_FAILED } from './toggle-wishlist-item';

const soap = makeProduct({ _id: 'soap' });
const powder = makeProduct({ _id: 'powder' });
const gel = makeProduct({ _id: 'gel' });

const ids = () => $wishlist.get()?.map((item) => item._id);
const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);

type Reply = { success: true; data: WishlistToggleReply } | Response;
const saved = (data: WishlistToggleReply) => ({ success: true as const, data });
/** Answers POST profile/wishlist, checked against the endpoint's contract. */
const wishlistAnswers = (reply: Parameters<typeof answer<typeof wishlistToggleReplySchema>>[3]) =>
  answer('POST', 'profile/wishlist', wishlistToggleReplySchema, reply);

describe('toggleWishlistItem', () => {
  it('fills the heart before the server answers, then posts the product id', async () => {
    initWishlist([soap]);
    const reply = deferred<Reply>();
    const calls = wishlistAnswers(() => reply.promise);

    const saving = toggleWishlistItem(powder);

    expect(ids()).toEqual(['soap', 'powder']);
    reply.resolve(saved({ added: true, wishlist: [soap, powder] }));
    await expect(saving).resolves.toBe(true);
    expect(calls.bodies()).toEqual([{ productId: 'powder' }]);
    expect(ids()).toEqual(['soap', 'powder']);
    expect(toastsShown()).toEqual([]);
  });

  it('empties the heart at once when taking a product off', async () => {
    initWishlist([soap, powder]);
    wishlistAnswers(saved({ added: false, wishlist: [powder] }));
    const saving = toggleWishlistItem(soap);
    expect(ids()).toEqual(['powder']);
    await expect(saving).resolves.toBe(true);
    expect(ids()).toEqual(['powder']);
  });

  it('takes the list the server returns as the truth', async () => {
    initWishlist([]);
    wishlistAnswers(saved({ added: true, wishlist: [gel, soap] }));
    await toggleWishlistItem(soap);
    expect(ids()).toEqual(['gel', 'soap']);
  });

  it('puts an added heart back and says why when saving fails', async () => {
    initWishlist([soap]);
    wishlistAnswers(refusal(404, 'NOT_FOUND', 'Product not found.'));

    await expect(toggleWishlistItem(powder)).resolves.toBe(false);

    expect(ids()).toEqual(['soap']);
    expect(toastsShown()).toEqual([['error', 'Product not found.']]);
  });

  it('puts a removed product back at its old place', async () => {
    initWishlist([soap, powder, gel]);
    wishlistAnswers(networkFailure());

    await toggleWishlistItem(powder);

    expect(ids()).toEqual(['soap', 'powder', 'gel']);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('keeps the text of a server error to itself', async () => {
    initWishlist([]);
    wishlistAnswers(refusal(500, 'INTERNAL', 'Internal Server Error'));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('keeps the words of a refusal the API did not write (a proxy’s reply) to itself', async () => {
    initWishlist([]);
    wishlistAnswers(HttpResponse.json({ message: 'Request Entity Too Large' }, { status: 413 }));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('asks to log in when the session has gone', async () => {
    initWishlist([]);
    wishlistAnswers(refusal(401, 'UNAUTHORIZED', 'Unauthorized'));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', 'Please Log In']]);
  });

  it('sends no second request for a product whose toggle is still on its way', async () => {
    initWishlist([]);
    const reply = deferred<Reply>();
    const calls = wishlistAnswers(inTurn(reply.promise, saved({ added: false, wishlist: [] })));

    const first = toggleWishlistItem(soap);
    expect(isWishlistTogglePending('soap')).toBe(true);
    expect(isWishlistTogglePending()).toBe(true);
    expect(isWishlistTogglePending('powder')).toBe(false);
    await expect(toggleWishlistItem(soap)).resolves.toBe(false);

    expect(ids()).toEqual(['soap']);
    reply.resolve(saved({ added: true, wishlist: [soap] }));
    await first;
    expect(calls).toHaveLength(1);
    expect(isWishlistTogglePending('soap')).toBe(false);
    expect(isWishlistTogglePending()).toBe(false);

    await toggleWishlistItem(soap);
    expect(calls).toHaveLength(2);
    expect(ids()).toEqual([]);
  });

  it('lets another product toggle meanwhile without one reply undoing the other', async () => {
    initWishlist([]);
    const soapReply = deferred<Reply>();
    const powderReply = deferred<Reply>();
    wishlistAnswers((call) => ((call.body as { productId: string }).productId === 'soap' ? soapReply.promise : powderReply.promise));

    const soapSaving = toggleWishlistItem(soap);
    const powderSaving = toggleWishlistItem(powder);
    expect(ids()).toEqual(['soap', 'powder']);

    // Soap's reply was computed before powder reached the server.
    soapReply.resolve(saved({ added: true, wishlist: [soap] }));
    await soapSaving;
    expect(ids()).toEqual(['soap', 'powder']);

    powderReply.resolve(networkFailure());
    await powderSaving;
    expect(ids()).toEqual(['soap']);
  });

  it('turns a list not loaded yet into a one-item list, and an empty one on failure', async () => {
    wishlistAnswers(networkFailure());
    const saving = toggleWishlistItem(soap);
    expect(ids()).toEqual(['soap']);
    await saving;
    expect(ids()).toEqual([]);
  });

  it('leaves a list cleared by signing out alone', async () => {
    initWishlist([]);
    const reply = deferred<Reply>();
    wishlistAnswers(() => reply.promise);
    const saving = toggleWishlistItem(soap);
    clearWishlist();
    reply.resolve(refusal(401, 'UNAUTHORIZED', 'Unauthorized'));
    await saving;
    expect($wishlist.get()).toBeNull();
  });

  it('has the wish list read again wherever it is shown once the toggle is saved', async () => {
    initWishlist([]);
    const read = vi.fn(() => Promise.resolve([soap]));
    const $shown = createFetcherStore(['wishlist'], { fetcher: read });
    const unlisten = $shown.listen(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    wishlistAnswers(saved({ added: true, wishlist: [soap] }));
    await toggleWishlistItem(soap);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unlisten();
  });
});
