import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { correctionsOf } from '../../repositories/fuzzy-words';
import { useTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// The benchmark catalogue, seeded once for the whole file: every test here only reads it.
const SEED_PRODUCTS = 10_000;
// Walking 10,000 products page by page is slow on a busy machine, and that is not what is tested here.
const WALK_TIMEOUT_MS = 120_000;
let database: TestDatabase | undefined;
const shop = () => {
  if (!database) throw new Error('the shop is not seeded yet');
  return database;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { productCount: SEED_PRODUCTS, now: new Date('2026-11-23T00:00:00Z') });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

const app = useTestApp(shop);

interface Active {
  id: string;
  name: string;
  searchText: string;
  category: string;
  sales: number;
}

/** Every active product with what the search reads of it, straight from the database. */
async function activeProducts(): Promise<Active[]> {
  return shop()
    .db.select({
      id: products.id,
      name: sql<string>`lower(${products.productName})`,
      searchText: products.searchText,
      category: sql<string>`lower(${categories.categoryName})`,
      sales: products.salesCount,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.isActive, true));
}

async function get(url: string) {
  const response = await app().inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

describe('the listing with 10,000 products', () => {
  it(
    'pages of 1000 cover every active product exactly once under every sort',
    async () => {
      const expected = new Set((await activeProducts()).map((product) => product.id));
      expect(expected.size).toBeGreaterThan(9_000);
      for (const sort of ['', 'na', 'nz', 'd', 'pl', 'ph']) {
        const ids: string[] = [];
        for (let page = 0; ; page += 1) {
          const body = await get(`/api/v1/product?p=${page}&l=1000&sb=${sort}`);
          expect(body.total, sort).toBe(expected.size);
          if (body.data.length === 0) break;
          ids.push(...body.data.map((product: { _id: string }) => product._id));
        }
        expect(ids.length, sort).toBe(expected.size);
        expect(new Set(ids), sort).toEqual(expected);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'pages of one category within a price range cover exactly its products in that range',
    async () => {
      const [category] = await shop().db.select().from(categories).where(eq(categories.categoryName, 'Dishwash'));
      const inRange = await shop()
        .db.select({ id: products.id })
        .from(products)
        .where(sql`${products.isActive} and ${products.categoryId} = ${category?.id} and ${products.paidPrice} between 50 and 150`);
      expect(inRange.length).toBeGreaterThan(100);
      const ids: string[] = [];
      for (let page = 0; ; page += 1) {
        const body = await get(`/api/v1/product?p=${page}&l=97&sb=d&c=${category?.id}&pf=50&pt=150`);
        if (body.data.length === 0) break;
        ids.push(...body.data.map((product: { _id: string }) => product._id));
      }
      expect(ids.length).toBe(inRange.length);
      expect(new Set(ids)).toEqual(new Set(inRange.map((row) => row.id)));
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the quick search with 10,000 products', () => {
  /** Today's rules over every active product: every word (or a one-typo correction) matches, ranked as documented. */
  function expectedOrder(all: Active[], value: string) {
    const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
    const vocabulary = [
      ...new Set(all.flatMap((product) => `${product.searchText} ${product.category}`.split(/[^a-z0-9]+/).filter((w) => w.length >= 3))),
    ].sort();
    const contains = (product: Active, word: string) => product.searchText.includes(word) || product.category.includes(word);
    const tokens = [...new Set(text.split(' '))].map((token) => {
      const corrections = correctionsOf(token, vocabulary);
      // The search stops at 20 corrections in an order the database chooses; these texts stay below.
      expect(corrections.length, token).toBeLessThan(20);
      return [token, ...corrections];
    });
    const rank = (product: Active) => {
      if (product.name === text) return 0;
      if (product.name.startsWith(text)) return 1;
      if (product.name.includes(text)) return 2;
      return contains(product, text) ? 3 : 4;
    };
    return all
      .filter((product) => tokens.every((words) => words.some((word) => contains(product, word))))
      .map((product) => ({ id: product.id, rank: rank(product), sales: product.sales }))
      .sort((a, b) => a.rank - b.rank || b.sales - a.sales);
  }

  it.each(['phenyl', 'lemon gel', 'dishwsh', 'toilet cleaner pro', 'jasmin', 'detergent powder 1 kg', 'glass'])(
    'finds exactly what today’s ranking and typo rules find for %j, best first',
    async (value) => {
      const expected = expectedOrder(await activeProducts(), value);
      expect(expected.length).toBeGreaterThan(0);
      const found: string[] = [];
      for (let page = 0; found.length < Math.min(expected.length, 300); page += 1) {
        const body = await get(`/api/v1/product/quick/search?value=${encodeURIComponent(value)}&p=${page}&l=50`);
        if (body.data.length === 0) break;
        found.push(...body.data.map((product: { _id: string }) => product._id));
      }
      const shown = expected.slice(0, found.length);
      // Rank and sales decide the order; within a tie the name does, in the database's collation.
      const byId = new Map(expected.map((match) => [match.id, match]));
      expect(found.map((id) => byId.get(id)?.rank)).toEqual(shown.map((match) => match.rank));
      expect(found.map((id) => byId.get(id)?.sales)).toEqual(shown.map((match) => match.sales));
      if (expected.length <= 300) expect(new Set(found)).toEqual(new Set(expected.map((match) => match.id)));
    },
    WALK_TIMEOUT_MS,
  );
});
