import { ApiError, request } from '@shop/shared/api-client';
import { createFetcherStore } from '@shop/shared/query';
import { $toasts, $wishlist, clearToasts, clearWishlist, initWishlist } from '@shop/shared/stores';
import { deferred, makeProduct } from '@shop/shared/testing';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWishlistTogglePending, toggleWishlistItem, WISHLIST_SAVE_FAILED } from './toggle-wishlist-item';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const post = vi.mocked(request);
const soap = makeProduct({ _id: 'soap' });
const powder = makeProduct({ _id: 'powder' });
const gel = makeProduct({ _id: 'gel' });

const ids = () => $wishlist.get()?.map((item) => item._id);
const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);

// A reply of the API: its failures carry an error code of its own.
function apiError(status: number, errorCode: string, message: string) {
  const body = { success: false, errorCode, message };
  return new ApiError({ status, errorCode, message, body });
}

beforeEach(() => {
  post.mockReset();
  clearWishlist();
  clearToasts();
});
afterEach(() => {
  clearToasts();
  cleanStores($wishlist, $toasts);
});

describe('toggleWishlistItem', () => {
  it('fills the heart before the server answers, then posts the product id', async () => {
    initWishlist([soap]);
    const reply = deferred<unknown>();
    post.mockReturnValue(reply.promise as ReturnType<typeof request>);

    const saving = toggleWishlistItem(powder);

    expect(ids()).toEqual(['soap', 'powder']);
    expect(post).toHaveBeenCalledExactlyOnceWith('POST', 'profile/wishlist', { productId: 'powder' });
    reply.resolve({ success: true, data: { added: true, wishlist: [soap, powder] } });
    await expect(saving).resolves.toBe(true);
    expect(ids()).toEqual(['soap', 'powder']);
    expect(toastsShown()).toEqual([]);
  });

  it('empties the heart at once when taking a product off', async () => {
    initWishlist([soap, powder]);
    post.mockResolvedValue({ success: true, data: { added: false, wishlist: [powder] } });
    const saving = toggleWishlistItem(soap);
    expect(ids()).toEqual(['powder']);
    await expect(saving).resolves.toBe(true);
    expect(ids()).toEqual(['powder']);
  });

  it('takes the list the server returns as the truth', async () => {
    initWishlist([]);
    post.mockResolvedValue({ success: true, data: { added: true, wishlist: [gel, soap] } });
    await toggleWishlistItem(soap);
    expect(ids()).toEqual(['gel', 'soap']);
  });

  it('puts an added heart back and says why when saving fails', async () => {
    initWishlist([soap]);
    post.mockRejectedValue(apiError(404, 'NOT_FOUND', 'Product not found.'));

    await expect(toggleWishlistItem(powder)).resolves.toBe(false);

    expect(ids()).toEqual(['soap']);
    expect(toastsShown()).toEqual([['error', 'Product not found.']]);
  });

  it('puts a removed product back at its old place', async () => {
    initWishlist([soap, powder, gel]);
    post.mockRejectedValue(new Error('Network Error'));

    await toggleWishlistItem(powder);

    expect(ids()).toEqual(['soap', 'powder', 'gel']);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('keeps the text of a server error to itself', async () => {
    initWishlist([]);
    post.mockRejectedValue(apiError(500, 'INTERNAL', 'Internal Server Error'));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('keeps the words of a refusal the API did not write (a proxy’s reply) to itself', async () => {
    initWishlist([]);
    const body = { message: 'Request Entity Too Large' };
    post.mockRejectedValue(new ApiError({ status: 413, errorCode: 'HTTP_413', message: body.message, body }));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', WISHLIST_SAVE_FAILED]]);
  });

  it('asks to log in when the session has gone', async () => {
    initWishlist([]);
    post.mockRejectedValue(apiError(401, 'UNAUTHORIZED', 'Unauthorized'));
    await toggleWishlistItem(soap);
    expect(toastsShown()).toEqual([['error', 'Please Log In']]);
  });

  it('sends no second request for a product whose toggle is still on its way', async () => {
    initWishlist([]);
    const reply = deferred<unknown>();
    post.mockReturnValue(reply.promise as ReturnType<typeof request>);

    const first = toggleWishlistItem(soap);
    expect(isWishlistTogglePending('soap')).toBe(true);
    expect(isWishlistTogglePending()).toBe(true);
    expect(isWishlistTogglePending('powder')).toBe(false);
    await expect(toggleWishlistItem(soap)).resolves.toBe(false);

    expect(post).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['soap']);
    reply.resolve({ success: true, data: { added: true, wishlist: [soap] } });
    await first;
    expect(isWishlistTogglePending('soap')).toBe(false);
    expect(isWishlistTogglePending()).toBe(false);

    post.mockResolvedValue({ success: true, data: { added: false, wishlist: [] } });
    await toggleWishlistItem(soap);
    expect(post).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual([]);
  });

  it('lets another product toggle meanwhile without one reply undoing the other', async () => {
    initWishlist([]);
    const soapReply = deferred<unknown>();
    const powderReply = deferred<unknown>();
    post.mockReturnValueOnce(soapReply.promise as ReturnType<typeof request>);
    post.mockReturnValueOnce(powderReply.promise as ReturnType<typeof request>);

    const soapSaving = toggleWishlistItem(soap);
    const powderSaving = toggleWishlistItem(powder);
    expect(ids()).toEqual(['soap', 'powder']);

    // Soap's reply was computed before powder reached the server.
    soapReply.resolve({ success: true, data: { added: true, wishlist: [soap] } });
    await soapSaving;
    expect(ids()).toEqual(['soap', 'powder']);

    powderReply.reject(new Error('Network Error'));
    await powderSaving;
    expect(ids()).toEqual(['soap']);
  });

  it('turns a list not loaded yet into a one-item list, and an empty one on failure', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    const saving = toggleWishlistItem(soap);
    expect(ids()).toEqual(['soap']);
    await saving;
    expect(ids()).toEqual([]);
  });

  it('leaves a list cleared by signing out alone', async () => {
    initWishlist([]);
    const reply = deferred<unknown>();
    post.mockReturnValue(reply.promise as ReturnType<typeof request>);
    const saving = toggleWishlistItem(soap);
    clearWishlist();
    reply.reject(apiError(401, 'UNAUTHORIZED', 'Unauthorized'));
    await saving;
    expect($wishlist.get()).toBeNull();
  });

  it('has the wish list read again wherever it is shown once the toggle is saved', async () => {
    initWishlist([]);
    const read = vi.fn(() => Promise.resolve([soap]));
    const $shown = createFetcherStore(['wishlist'], { fetcher: read });
    const unlisten = $shown.listen(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    post.mockResolvedValue({ success: true, data: { added: true, wishlist: [soap] } });
    await toggleWishlistItem(soap);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unlisten();
  });
});
