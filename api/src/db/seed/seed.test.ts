import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database';
import { banners, categories } from '../schema';
import { seedDatabase } from './index';

const database = useTestDatabase();

describe('seedDatabase', () => {
  it('fills an empty shop with seven categories and three banners, two of them active', async () => {
    const { db } = database();
    expect(await seedDatabase(db)).toEqual(['categories', 'banners']);

    const names = (await db.select().from(categories)).map((row) => row.categoryName);
    expect(names.sort()).toEqual([
      'Detergent Powder',
      'Dishwash',
      'Floor Cleaner',
      'Glass & Surface Cleaner',
      'Hand Wash',
      'Liquid Detergent',
      'Toilet Cleaner',
    ]);
    const slides = await db.select().from(banners);
    expect(slides).toHaveLength(3);
    expect(slides.filter((slide) => slide.isActive)).toHaveLength(2);
    for (const slide of slides) expect(slide.url).toMatch(/^\/api\/media\/banners\/[a-z-]+\.svg$/);
  });

  it('does nothing on a second start', async () => {
    const { db } = database();
    await seedDatabase(db);
    expect(await seedDatabase(db)).toEqual([]);
    expect(await db.select().from(categories)).toHaveLength(7);
    expect(await db.select().from(banners)).toHaveLength(3);
  });

  it('leaves a table alone once it holds anything, even if rows were removed', async () => {
    const { db } = database();
    await db.insert(categories).values({ categoryName: 'Fabric Softener' });
    expect(await seedDatabase(db)).toEqual(['banners']);
    expect(await db.select().from(categories)).toHaveLength(1);

    await db.delete(banners).where(eq(banners.isActive, false));
    expect(await seedDatabase(db)).toEqual([]);
    expect(await db.select().from(banners)).toHaveLength(2);
  });
});
