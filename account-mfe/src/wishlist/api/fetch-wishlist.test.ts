import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWishlist } from './fetch-wishlist';

vi.mock('@shop/shared/api-client', () => ({ request: vi.fn() }));

const get = vi.mocked(request);
const soap = { _id: 'soap' };
const powder = { _id: 'powder' };

beforeEach(() => get.mockReset());

describe('fetchWishlist', () => {
  it('reads the wishlist beside the user in the profile reply', async () => {
    get.mockResolvedValue({ success: true, data: { user: { wishlist: [powder] }, cart: [], wishlist: [soap] } });
    await expect(fetchWishlist()).resolves.toEqual([soap]);
    expect(get).toHaveBeenCalledExactlyOnceWith('GET', 'profile');
  });

  it("falls back to the user record's list, then to none", async () => {
    get.mockResolvedValueOnce({ success: true, data: { user: { wishlist: [powder] } } });
    await expect(fetchWishlist()).resolves.toEqual([powder]);
    get.mockResolvedValueOnce({ success: true, data: { user: {} } });
    await expect(fetchWishlist()).resolves.toEqual([]);
  });
});
