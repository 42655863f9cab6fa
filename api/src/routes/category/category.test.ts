import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();
const app = useTestApp(database);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/v1/category', () => {
  it('lists the seeded categories by name, each with a string _id', async () => {
    await seedDatabase(database().db);
    const response = await app().inject({ method: 'GET', url: '/api/v1/category' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((category: { categoryName: string }) => category.categoryName)).toEqual([
      'Detergent Powder',
      'Dishwash',
      'Floor Cleaner',
      'Glass & Surface Cleaner',
      'Hand Wash',
      'Liquid Detergent',
      'Toilet Cleaner',
    ]);
    for (const category of body.data) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'categoryName']);
      expect(category._id).toMatch(UUID);
    }
  });

  it('returns the id the database holds', async () => {
    const [row] = await database().db.insert(categories).values({ categoryName: 'Hand Wash' }).returning();
    const response = await app().inject({ method: 'GET', url: '/api/v1/category' });
    expect(response.json().data).toEqual([{ _id: row?.id, categoryName: 'Hand Wash' }]);
  });

  it('returns an empty list when there are none', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/category' });
    expect(response.json()).toEqual({ success: true, data: [] });
  });
});
