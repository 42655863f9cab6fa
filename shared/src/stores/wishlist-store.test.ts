import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { $wishlist, clearWishlist, initWishlist, isInWishlist, removeFromWishlist, toggleWishlist } from './wishlist-store';

const soap = makeProduct({ _id: 'soap' });
const powder = makeProduct({ _id: 'powder' });

beforeEach(() => clearWishlist());
afterEach(() => cleanStores($wishlist));

describe('wishlist store', () => {
  it('starts as null until initialised', () => {
    expect($wishlist.get()).toBeNull();
    expect(isInWishlist('soap')).toBe(false);
  });

  it('initialises with a copy of the list', () => {
    const list = [soap];
    initWishlist(list);
    list.push(powder);
    expect($wishlist.get()).toEqual([soap]);
  });

  it('turns an uninitialised list into a one-item list on toggle', () => {
    toggleWishlist(soap);
    expect($wishlist.get()).toEqual([soap]);
  });

  it('adds a product that is not on the list', () => {
    initWishlist([soap]);
    toggleWishlist(powder);
    expect($wishlist.get()).toEqual([soap, powder]);
    expect(isInWishlist('powder')).toBe(true);
  });

  it('removes a product that is on the list, matched by _id', () => {
    initWishlist([soap, powder]);
    toggleWishlist(makeProduct({ _id: 'soap', productName: 'other copy' }));
    expect($wishlist.get()).toEqual([powder]);
    expect(isInWishlist('soap')).toBe(false);
  });

  it('removes a product by id', () => {
    initWishlist([soap, powder]);
    removeFromWishlist('powder');
    expect($wishlist.get()).toEqual([soap]);
  });

  it('keeps an uninitialised list null when removing', () => {
    removeFromWishlist('soap');
    expect($wishlist.get()).toBeNull();
  });

  it('clears back to not initialised', () => {
    initWishlist([soap]);
    clearWishlist();
    expect($wishlist.get()).toBeNull();
  });
});
