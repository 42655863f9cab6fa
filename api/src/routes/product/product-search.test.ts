import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

async function search(query: string) {
  const response = await app().inject({ method: 'GET', url: `/api/v1/product/quick/search?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function names(query: string): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  return body.data.map((product: { productName: string }) => product.productName);
}

async function smallShop() {
  const { db } = database();
  const powder = await addCategory(db, 'Detergent Powder');
  const dishwash = await addCategory(db, 'Dishwash');
  const glass = await addCategory(db, 'Glass & Surface Cleaner');
  await addProduct(db, { categoryId: powder, productName: 'Ujjwal Ultra Clean Detergent Powder 1 kg', salesCount: 10 });
  await addProduct(db, { categoryId: powder, productName: 'Ujjwal Detergent Powder', salesCount: 1 });
  await addProduct(db, { categoryId: powder, productName: 'Ujjwal Detergent Powder 500 g', salesCount: 5 });
  await addProduct(db, { categoryId: dishwash, productName: 'Ujjwal Dishwash Gel Lemon 500 ml', salesCount: 3 });
  await addProduct(db, { categoryId: dishwash, productName: 'Ujjwal Scrub Bar', salesCount: 2 });
  await addProduct(db, { categoryId: glass, productName: 'Crystal Window Spray', brand: 'Sparkle', salesCount: 4 });
  await addProduct(db, { categoryId: dishwash, productName: 'Ujjwal Dishwash Old Bar', isActive: false });
}

describe('GET /api/v1/product/quick/search', () => {
  it('ranks the exact name first, then names starting with the text, then names containing it', async () => {
    await smallShop();
    // Every word appears in the third, but not as one phrase: it ranks last.
    expect(await names('value=ujjwal detergent powder')).toEqual([
      'Ujjwal Detergent Powder',
      'Ujjwal Detergent Powder 500 g',
      'Ujjwal Ultra Clean Detergent Powder 1 kg',
    ]);
    expect(await names('value=Detergent Powder')).toEqual([
      'Ujjwal Ultra Clean Detergent Powder 1 kg',
      'Ujjwal Detergent Powder 500 g',
      'Ujjwal Detergent Powder',
    ]);
    expect(await names('value=UJJWAL DETERGENT')).toEqual([
      'Ujjwal Detergent Powder 500 g',
      'Ujjwal Detergent Powder',
      'Ujjwal Ultra Clean Detergent Powder 1 kg',
    ]);
  });

  it('ignores case', async () => {
    await smallShop();
    expect(await names('value=LEMON')).toEqual(['Ujjwal Dishwash Gel Lemon 500 ml']);
  });

  it('finds products by category name and by brand', async () => {
    await smallShop();
    expect(await names('value=dishwash')).toEqual(['Ujjwal Dishwash Gel Lemon 500 ml', 'Ujjwal Scrub Bar']);
    expect(await names('value=sparkle')).toEqual(['Crystal Window Spray']);
    expect(await names('value=surface')).toEqual(['Crystal Window Spray']);
  });

  it('tolerates a small typo, ranking typo matches after real ones', async () => {
    await smallShop();
    expect(await names('value=detergnt')).toEqual([
      'Ujjwal Ultra Clean Detergent Powder 1 kg',
      'Ujjwal Detergent Powder 500 g',
      'Ujjwal Detergent Powder',
    ]);
    expect(await names('value=dishwsh')).toEqual(['Ujjwal Dishwash Gel Lemon 500 ml', 'Ujjwal Scrub Bar']);
    expect(await names('value=lmeon gel')).toEqual(['Ujjwal Dishwash Gel Lemon 500 ml']);
    expect(await names('value=xyzzy')).toEqual([]);
  });

  it('finds the seeded products through a typo', async () => {
    await seedDatabase(database().db);
    const detergents = await names('value=detergnt&l=50');
    expect(detergents.length).toBeGreaterThan(10);
    expect(detergents.every((name) => /detergent/i.test(name))).toBe(true);
    const dishwash = await names('value=dishwsh&l=50');
    expect(dishwash.length).toBeGreaterThanOrEqual(6);
  });

  it('never returns inactive products', async () => {
    await smallShop();
    expect(await names('value=old bar')).toEqual([]);
  });

  it('pages from 0, 12 by default', async () => {
    await seedDatabase(database().db);
    const first = await names('value=ujjwal&p=0');
    const second = await names('value=ujjwal&p=1');
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(12);
    expect(first.filter((name) => second.includes(name))).toEqual([]);
    expect(await names('value=ujjwal&p=3')).toHaveLength(9);
    expect(await names('value=ujjwal&p=4')).toEqual([]);
    expect(await names('value=ujjwal&l=5')).toHaveLength(5);
  });

  it.each(['value=', 'value=%20%20', ''])('answers %j with an empty list', async (query) => {
    await smallShop();
    expect(await search(query)).toEqual({ status: 200, body: { success: true, data: [] } });
  });

  it('treats % and _ as plain characters', async () => {
    await smallShop();
    expect(await names('value=%25')).toEqual([]);
    expect(await names('value=_')).toEqual([]);
  });

  it.each([
    ['value=gel&p=-1', 'p must be a whole number from 0 to 100000'],
    ['value=gel&l=51', 'l must be a whole number from 1 to 50'],
    ['value=gel&l=0', 'l must be a whole number from 1 to 50'],
    [`value=${'a'.repeat(101)}`, 'value must be at most 100 characters'],
    ['value=gel&value=bar', 'value must be given once'],
  ])('answers %s with 400', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});
