import { describe, expect, it } from 'vitest';
import { banners } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();
const app = useTestApp(database);

describe('GET /api/v1/banner', () => {
  it('lists only active banners, in their order', async () => {
    await database()
      .db.insert(banners)
      .values([
        { url: '/api/media/banners/third.svg', isActive: true, sortOrder: 3 },
        { url: '/api/media/banners/hidden.svg', isActive: false, sortOrder: 1 },
        { url: '/api/media/banners/second.svg', isActive: true, sortOrder: 2 },
      ]);
    const response = await app().inject({ method: 'GET', url: '/api/v1/banner' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((banner: { url: string }) => banner.url)).toEqual([
      '/api/media/banners/second.svg',
      '/api/media/banners/third.svg',
    ]);
    for (const banner of body.data) {
      expect(Object.keys(banner).sort()).toEqual(['_id', 'isActive', 'url']);
      expect(banner.isActive).toBe(true);
      expect(typeof banner._id).toBe('string');
    }
  });

  it('points the seeded slides at images the media route serves', async () => {
    await seedDatabase(database().db);
    const body = (await app().inject({ method: 'GET', url: '/api/v1/banner' })).json();
    expect(body.data).toHaveLength(2);
    for (const banner of body.data) {
      const image = await app().inject({ method: 'GET', url: banner.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it("carries a slide's title, text and link so the page can write them and link them", async () => {
    await database()
      .db.insert(banners)
      .values({ url: '/api/media/banners/offer.svg', title: 'Festive combos', text: 'Up to 25% off', link: '/offers', isActive: true });
    const body = (await app().inject({ method: 'GET', url: '/api/v1/banner' })).json();
    expect(body.data).toEqual([
      {
        _id: expect.any(String),
        url: '/api/media/banners/offer.svg',
        isActive: true,
        title: 'Festive combos',
        text: 'Up to 25% off',
        link: '/offers',
      },
    ]);
  });

  it('returns an empty list when every banner is inactive', async () => {
    await database().db.insert(banners).values({ url: '/api/media/banners/off.svg', isActive: false });
    const response = await app().inject({ method: 'GET', url: '/api/v1/banner' });
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});
