import { makeProduct } from '@shop/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchBanners: vi.fn(), fetchHomeHighlights: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-banners', () => ({ fetchBanners: api.fetchBanners }));
vi.mock('../../app/catalog-api/fetch-home-highlights', () => ({ fetchHomeHighlights: api.fetchHomeHighlights }));

import { loadHome } from './home-loader';

const banner = { _id: 'b1', url: '/api/media/banners/b1.svg', isActive: true };
const highlights = { newArrived: [makeProduct({ _id: 'n1' })], topBuyers: [makeProduct({ _id: 't1' })] };

beforeEach(() => {
  api.fetchBanners.mockReset().mockResolvedValue([banner]);
  api.fetchHomeHighlights.mockReset().mockResolvedValue(highlights);
});

describe('home loader', () => {
  it('loads the banners and the home highlights at the same time', async () => {
    let answerBanners: (banners: unknown[]) => void = () => {};
    api.fetchBanners.mockReturnValue(new Promise((resolve) => (answerBanners = resolve)));
    const loading = loadHome();
    // The highlights are asked for before the banners have answered.
    expect(api.fetchHomeHighlights).toHaveBeenCalledOnce();
    answerBanners([banner]);
    const { data } = await loading;
    expect(data.banners).toEqual([banner]);
    expect([...data.highlights.newArrived, ...data.highlights.topBuyers].map((card) => card._id)).toEqual(['n1', 't1']);
  });

  it('sends the rows as cards: no description or details the page does not show', async () => {
    const { data } = await loadHome();
    expect(data.highlights.newArrived[0]).toMatchObject({ _id: 'n1', productName: highlights.newArrived[0]?.productName });
    expect(data.highlights.newArrived[0]).not.toHaveProperty('description');
    expect(data.highlights.topBuyers[0]).not.toHaveProperty('information');
  });

  it('only logs a failed call and answers that section empty, never an error status', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    api.fetchBanners.mockRejectedValue(new Error('offline'));
    api.fetchHomeHighlights.mockRejectedValue(new Error('offline'));
    expect(await loadHome()).toEqual({ data: { banners: [], highlights: { newArrived: [], topBuyers: [] } } });
    expect(info).toHaveBeenCalledTimes(2);
  });
});
