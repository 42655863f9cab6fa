import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database';
import { products } from '../schema';
import { seedDatabase } from './index';

const database = useTestDatabase();

describe('seeded facts a shopper reads', () => {
  it('stores its ratings as seeded and counts none of them: a product lists no rating until a buyer rates it', async () => {
    const { db } = database();
    await seedDatabase(db);
    type Row = { avgRating: string; ratingCount: number; seededRatings: number; verified: number };
    const rows = await db.execute<Row>(sql`
      select p."avgRating", p."ratingCount",
             count(r.id) filter (where r.seeded)::int as "seededRatings",
             count(r.id) filter (where not r.seeded)::int as verified
      from products p left join "productRatings" r on r."productId" = p.id
      group by p.id`);
    // postgres-js answers an array, PGlite an object holding the rows.
    const list = Array.isArray(rows) ? (rows as Row[]) : (rows as unknown as { rows: Row[] }).rows;
    expect(list.length).toBeGreaterThanOrEqual(44);
    for (const row of list)
      expect({ average: Number(row.avgRating), count: row.ratingCount, verified: row.verified }).toEqual({
        average: 0,
        count: 0,
        verified: 0,
      });
    expect(list.filter((row) => row.seededRatings > 0).length).toBeGreaterThan(list.length / 2);
  });

  it('counts every weight in the unit its name uses: grams for powders and bars, millilitres for liquids', async () => {
    const { db } = database();
    await seedDatabase(db);
    const units = new Map((await db.select().from(products)).map((row) => [row.productName, row.weightUnit]));
    expect(units.get('Ujjwal Pro Liquid Detergent 5 L Can')).toBe('ml');
    expect(units.get('Ujjwal Dishwash Bar 200 g')).toBe('g');
    expect(units.get('Ujjwal Pro Detergent Powder 25 kg Bag')).toBe('g');
    expect(units.get('Ujjwal Glass Cleaner Spray 500 ml')).toBe('ml');
  });
});
