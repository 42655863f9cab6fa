import { profileReplySchema } from '@shop/shared/contracts';
import { answer, makeProduct, makeUser } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { fetchWishlist } from './fetch-wishlist';

const soap = makeProduct({ _id: 'soap' });
const powder = makeProduct({ _id: 'powder' });

describe('fetchWishlist', () => {
  it('reads the wishlist beside the user in the profile reply', async () => {
    const sent = answer('GET', 'profile', profileReplySchema, {
      success: true,
      data: { user: makeUser({ wishlist: [powder] }), cart: [], wishlist: [soap] },
    });
    await expect(fetchWishlist()).resolves.toEqual([soap]);
    expect(sent).toHaveLength(1);
  });

  it('takes an empty list beside the user as empty, whatever the user record holds', async () => {
    answer('GET', 'profile', profileReplySchema, {
      success: true,
      data: { user: makeUser({ wishlist: [powder] }), cart: [], wishlist: [] },
    });
    await expect(fetchWishlist()).resolves.toEqual([]);
  });
});
