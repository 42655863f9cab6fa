import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database';
import { banners, categories, productLinks, products } from '../schema';
import { seedDatabase } from './index';

const database = useTestDatabase();

async function productCount(): Promise<number> {
  const [row] = await database().db.select({ rows: count() }).from(products);
  return row?.rows ?? 0;
}

describe('seedDatabase', () => {
  it('fills an empty shop with seven categories, three banners (two active) and the catalogue', async () => {
    const { db } = database();
    expect(await seedDatabase(db)).toEqual(['categories', 'banners', 'products']);

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

  it('seeds a catalogue that looks like a real shop', async () => {
    const { db } = database();
    await seedDatabase(db);
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(44);
    expect(new Set(rows.map((row) => row.categoryId)).size).toBe(7);
    expect(rows.filter((row) => row.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => !row.isActive)).toHaveLength(3);
    expect(rows.filter((row) => row.weight.length > 1).length).toBeGreaterThanOrEqual(5);
    // The gallery has something to show for every product: the front, the back label, the product in use.
    for (const row of rows) expect(row.productImages).toHaveLength(3);
    expect(rows.filter((row) => Number(row.otherCharges) > 0).length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.brand))).toEqual(new Set(['Ujjwal', 'Ujjwal Pro']));
    for (const row of rows) {
      // Seeded ratings count nowhere: every product lists 'No ratings yet' until a buyer rates it.
      expect({ avgRating: Number(row.avgRating), ratingCount: row.ratingCount }).toEqual({ avgRating: 0, ratingCount: 0 });
      expect(Number(row.cgst) + Number(row.sgst) + Number(row.igst)).toBe(18);
      expect(row.hsnCode).toMatch(/^340[12]$/);
      expect(row.information.length).toBeGreaterThanOrEqual(2);
      expect(row.weight[0]?.price).toBe(Number(row.price));
      expect(Number(row.discountedAmount)).toBeLessThan(Number(row.price));
      for (const url of row.productImages) expect(url).toMatch(/^\/api\/media\/products\/[a-z0-9-]+\.svg$/);
    }
    const days = new Set(rows.map((row) => Math.floor(row.createdAt.getTime() / 86_400_000)));
    expect(days.size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.salesCount)).size).toBeGreaterThan(30);
    const [links] = await db.select({ rows: count() }).from(productLinks);
    expect(links?.rows).toBeGreaterThanOrEqual(rows.length * 2);
  });

  it('seeds the same catalogue every time', async () => {
    const { db } = database();
    const now = new Date('2026-06-01T06:00:00Z');
    const read = async () =>
      (await db.select().from(products)).map(({ id, categoryId, ...row }) => row).sort((a, b) => a.slug.localeCompare(b.slug));
    await seedDatabase(db, { now });
    const first = await read();
    await database().reset();
    await seedDatabase(db, { now });
    expect(await read()).toEqual(first);
  });

  it('does nothing on a second start', async () => {
    const { db } = database();
    await seedDatabase(db);
    const seeded = await productCount();
    expect(await seedDatabase(db)).toEqual([]);
    expect(await seedDatabase(db, { productCount: 500 })).toEqual([]);
    expect(await db.select().from(categories)).toHaveLength(7);
    expect(await db.select().from(banners)).toHaveLength(3);
    expect(await productCount()).toBe(seeded);
  });

  it('leaves a table alone once it holds anything, even if rows were removed', async () => {
    const { db } = database();
    await db.insert(categories).values({ categoryName: 'Fabric Softener' });
    // None of the catalogue's categories exist, so no product is seeded either.
    expect(await seedDatabase(db)).toEqual(['banners']);
    expect(await db.select().from(categories)).toHaveLength(1);
    expect(await productCount()).toBe(0);

    await db.delete(banners).where(eq(banners.isActive, false));
    expect(await seedDatabase(db)).toEqual([]);
    expect(await db.select().from(banners)).toHaveLength(2);
  });

  it('seeds a larger benchmark catalogue by variation when asked', async () => {
    const { db } = database();
    await seedDatabase(db, { productCount: 1200 });
    expect(await productCount()).toBe(1200);
    const rows = await db.select({ slug: products.slug, price: products.price, isActive: products.isActive }).from(products);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(1200);
    expect(rows.filter((row) => !row.isActive).length).toBeGreaterThan(3);
  });
});
