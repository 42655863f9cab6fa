import { SORT_CODES, type SortCode } from '@shop/shared/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

interface Made {
  id: string;
  categoryId: string;
  name: string;
  paid: number;
  share: number;
  rating: number;
  sales: number;
  soldOut: boolean;
}

interface Listed {
  _id: string;
}

/**
 * 42 products in two categories where almost everything ties: four names (two equal but for
 * case), two prices, half of them at half price, two sales counts, two ratings, one date.
 */
async function catalogueOfTies() {
  const { db } = database();
  const first = await addCategory(db, 'Dishwash');
  const second = await addCategory(db, 'Floor Cleaner');
  const createdAt = new Date('2026-11-01T00:00:00Z');
  const made: Made[] = [];
  for (let i = 0; i < 42; i += 1) {
    const price = i % 2 === 0 ? 100 : 200;
    const discounted = (i >> 1) % 2 === 0 ? 0 : price / 2;
    const fixture = {
      categoryId: i % 3 === 0 ? second : first,
      productName: ['Same Name', 'same name', 'Other', 'Zeta'][i % 4] as string,
      price,
      discountedAmount: discounted,
      salesCount: (i >> 2) % 2 === 0 ? 0 : 5,
      stock: i % 5 === 0 ? 0 : 10,
      avgRating: (i >> 3) % 2 === 0 ? 3 : 4.5,
      createdAt,
    };
    const id = await addProduct(db, fixture);
    made.push({
      id,
      categoryId: fixture.categoryId,
      name: fixture.productName.toLowerCase(),
      paid: discounted > 0 ? discounted : price,
      share: discounted > 0 ? (price - discounted) / price : 0,
      rating: fixture.avgRating,
      sales: fixture.salesCount,
      soldOut: fixture.stock === 0,
    });
  }
  return { first, made };
}

async function listPage(query: string): Promise<{ data: Listed[]; total: number }> {
  const response = await app().inject({ method: 'GET', url: `/api/v1/product?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every page of `size` from 0 until an empty one, and the totals each page gave. */
async function everyPage(query: string, size: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 0; ; page += 1) {
    const { data, total } = await listPage(`${query}&p=${page}&l=${size}`);
    totals.add(total);
    if (data.length === 0) return { ids, totals: [...totals] };
    ids.push(...data.map((product) => product._id));
  }
}

/** The key each sort orders by, without the id that only breaks ties. */
const sortKey: Record<SortCode, (product: Made) => number[]> = {
  '': (product) => [product.soldOut ? 1 : 0, -product.sales],
  na: () => [],
  nz: () => [],
  d: (product) => [-product.share, product.paid],
  pl: (product) => [product.paid],
  ph: (product) => [-product.paid],
};

const compareKeys = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

describe('GET /api/v1/product pages', () => {
  it('cover the matching products exactly once, in one stable order, under every sort and filter', async () => {
    const { first, made } = await catalogueOfTies();
    const filters: [string, (product: Made) => boolean][] = [
      ['c=', () => true],
      [`c=${first}`, (product) => product.categoryId === first],
      ['pf=100&pt=150', (product) => product.paid >= 100 && product.paid <= 150],
      ['r=4', (product) => product.rating >= 4],
      [`c=${first}&pf=50&pt=100&r=3`, (product) => product.categoryId === first && product.paid <= 100],
    ];
    const byId = new Map(made.map((product) => [product.id, product]));
    for (const sort of SORT_CODES) {
      for (const [filter, matches] of filters) {
        const query = `sb=${sort}&${filter}`;
        const whole = (await listPage(`${query}&p=0&l=1000`)).data.map((product) => product._id);
        const paged = await everyPage(query, 4);
        const label = `${query}: ${paged.ids.length} listed`;
        // Stable: page by page gives what one page of everything gives, in the same order.
        expect(paged.ids, label).toEqual(whole);
        expect(new Set(paged.ids).size, label).toBe(paged.ids.length);
        expect(new Set(paged.ids), label).toEqual(new Set(made.filter(matches).map((product) => product.id)));
        expect(paged.totals, label).toEqual([paged.ids.length]);
        const listed = paged.ids.map((id) => byId.get(id) as Made);
        for (let i = 1; i < listed.length; i += 1) {
          const [before, after] = [listed[i - 1] as Made, listed[i] as Made];
          expect(compareKeys(sortKey[sort](before), sortKey[sort](after)), label).toBeLessThanOrEqual(0);
        }
        if (sort === 'na' || sort === 'nz') {
          // Equal names (whatever their case) stand together, whatever the collation orders them by.
          const runs = listed.map((product) => product.name).filter((name, i, names) => name !== names[i - 1]);
          expect(new Set(runs).size, label).toBe(runs.length);
        }
      }
    }
    // About 250 requests: slow on a busy machine, and that is not what is tested here.
  }, 120_000);
});
