import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchBanners: vi.fn(), fetchHomeHighlights: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-banners', () => ({ fetchBanners: api.fetchBanners }));
vi.mock('../../app/catalog-api/fetch-home-highlights', () => ({ fetchHomeHighlights: api.fetchHomeHighlights }));

import { loadHome } from './home-loader';

const banner = { _id: 'b1', url: '/api/media/banners/b1.svg', isActive: true };
const highlights = { newArrived: [{ _id: 'n1' }], topBuyers: [{ _id: 't1' }] };

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
    expect(await loading).toEqual({ data: { banners: [banner], highlights } });
  });

  it('only logs a failed call and answers that section empty, never an error status', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    api.fetchBanners.mockRejectedValue(new Error('offline'));
    api.fetchHomeHighlights.mockRejectedValue(new Error('offline'));
    expect(await loadHome()).toEqual({ data: { banners: [], highlights: { newArrived: [], topBuyers: [] } } });
    expect(info).toHaveBeenCalledTimes(2);
  });
});
