import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database';
import { products } from '../schema';
import { seedDatabase } from './index';

const database = useTestDatabase();

describe('seeded facts a shopper reads', () => {
  it('gives every product the ratings its average and count are taken from, and leaves some without any', async () => {
    const { db } = database();
    await seedDatabase(db);
    type Row = { productName: string; avgRating: string; ratingCount: number; counted: number; mean: string | null };
    const rows = await db.execute<Row>(sql`
      select p."productName", p."avgRating", p."ratingCount",
             count(r.id)::int as counted, round(avg(r.rating)::numeric, 1)::text as mean
      from products p left join "productRatings" r on r."productId" = p.id
      group by p.id`);
    // postgres-js answers an array, PGlite an object holding the rows.
    const list = Array.isArray(rows) ? (rows as Row[]) : (rows as unknown as { rows: Row[] }).rows;
    expect(list.length).toBeGreaterThanOrEqual(44);
    for (const row of list) {
      expect({ name: row.productName, count: row.ratingCount, average: Number(row.avgRating) }).toEqual({
        name: row.productName,
        count: row.counted,
        average: row.counted === 0 ? 0 : Number(row.mean),
      });
    }
    expect(list.filter((row) => row.counted === 0).length).toBeGreaterThan(0);
    expect(list.filter((row) => row.counted > 0).length).toBeGreaterThan(list.length / 2);
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
