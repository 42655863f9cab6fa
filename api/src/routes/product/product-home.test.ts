import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const DAY = 24 * 60 * 60 * 1000;

interface Row {
  productName: string;
  count: number;
  createdAt: string;
  isActive: boolean;
}

async function famous() {
  const response = await app().inject({ method: 'GET', url: '/api/v1/product/home/famous' });
  expect(response.statusCode).toBe(200);
  return response.json().data as { newArrived: Row[]; topBuyers: Row[] };
}

describe('GET /api/v1/product/home/famous', () => {
  it('gives the 4 newest and the 4 best-selling active products, in order', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Dishwash');
    const now = Date.now();
    for (let i = 0; i < 6; i += 1) {
      await addProduct(db, { categoryId, productName: `P${i}`, createdAt: new Date(now - i * DAY), salesCount: i * 10 });
    }
    await addProduct(db, { categoryId, productName: 'Hidden', createdAt: new Date(now), salesCount: 999, isActive: false });
    const { newArrived, topBuyers } = await famous();
    expect(newArrived.map((product) => product.productName)).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(topBuyers.map((product) => product.productName)).toEqual(['P5', 'P4', 'P3', 'P2']);
  });

  it('works on the seeded shop', async () => {
    await seedDatabase(database().db);
    const { newArrived, topBuyers } = await famous();
    expect(newArrived).toHaveLength(4);
    expect(topBuyers).toHaveLength(4);
    const dates = newArrived.map((product) => Date.parse(product.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const sales = topBuyers.map((product) => product.count);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect([...newArrived, ...topBuyers].every((product) => product.isActive)).toBe(true);
  });

  it('gives two empty rows for an empty shop', async () => {
    expect(await famous()).toEqual({ newArrived: [], topBuyers: [] });
  });
});
