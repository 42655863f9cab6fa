import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

interface Listed {
  _id: string;
  productName: string;
  price: number;
  discountedAmount: number;
  avgRating: number;
  isActive: boolean;
}

async function list(query: string) {
  const response = await app().inject({ method: 'GET', url: `/api/v1/product?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function listed(query: string): Promise<Listed[]> {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return body.data;
}

const paid = (product: Listed) => (product.discountedAmount > 0 ? product.discountedAmount : product.price);

describe('GET /api/v1/product', () => {
  it('lists active products only, 12 by default, with the total beside the list', async () => {
    await seedDatabase(database().db);
    const { status, body } = await list('p=0&c=');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 45, page: 0, limit: 12 });
    expect(body.data).toHaveLength(12);
    expect(body.data.every((product: Listed) => product.isActive)).toBe(true);
  });

  it('sends each product as a card: what the card shows, its category, and what the cart sums once it is added, no more', async () => {
    await seedDatabase(database().db);
    const { body } = await list('p=0&l=1');
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        '_id',
        'avgRating',
        'cgst',
        'discountedAmount',
        'igst',
        'isActive',
        'isOutOfStock',
        'otherCharges',
        'otherChargesType',
        'price',
        'productImages',
        'productCategory',
        'productName',
        'ratingCount',
        'sgst',
        'weight',
        'weightUnit',
      ].sort(),
    );
    expect(body.data[0].productCategory).toEqual({ _id: expect.any(String), categoryName: expect.any(String) });
  });

  it('pages from 0 without overlap, and past the end gives an empty list', async () => {
    await seedDatabase(database().db);
    const first = await listed('p=0&l=20&sb=na');
    const second = await listed('p=1&l=20&sb=na');
    const third = await listed('p=2&l=20&sb=na');
    expect([first.length, second.length, third.length]).toEqual([20, 20, 5]);
    const ids = [...first, ...second, ...third].map((product) => product._id);
    expect(new Set(ids).size).toBe(45);
    const { body } = await list('p=3&l=20');
    expect(body).toMatchObject({ data: [], total: 45 });
  });

  it('accepts the listing page size of 1000', async () => {
    await seedDatabase(database().db);
    expect(await listed('p=0&l=1000&c=')).toHaveLength(45);
  });

  it('filters by category', async () => {
    const { db } = database();
    const dishwash = await addCategory(db, 'Dishwash');
    const floor = await addCategory(db, 'Floor Cleaner');
    await addProduct(db, { categoryId: dishwash, productName: 'Gel' });
    await addProduct(db, { categoryId: floor, productName: 'Phenyl' });
    expect((await listed(`c=${dishwash}`)).map((product) => product.productName)).toEqual(['Gel']);
    expect((await listed(`c=${floor}`)).map((product) => product.productName)).toEqual(['Phenyl']);
  });

  it('never lists inactive products', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Hand Wash');
    await addProduct(db, { categoryId, productName: 'Shown' });
    await addProduct(db, { categoryId, productName: 'Hidden', isActive: false });
    const { body } = await list('');
    expect(body.data.map((product: Listed) => product.productName)).toEqual(['Shown']);
    expect(body.total).toBe(1);
  });

  describe('sorting', () => {
    async function catalogue() {
      const { db } = database();
      const categoryId = await addCategory(db, 'Detergent Powder');
      // Paid prices 150, 90, 240, 120; discounts 50%, 10%, 4%, 0%.
      await addProduct(db, { categoryId, productName: 'bravo Powder', price: 300, discountedAmount: 150, salesCount: 5 });
      await addProduct(db, { categoryId, productName: 'Alpha Powder', price: 100, discountedAmount: 90, salesCount: 50 });
      await addProduct(db, { categoryId, productName: 'Delta Powder', price: 250, discountedAmount: 240, salesCount: 20 });
      await addProduct(db, { categoryId, productName: 'charlie Powder', price: 120, salesCount: 1 });
    }

    it.each([
      ['na', ['Alpha Powder', 'bravo Powder', 'charlie Powder', 'Delta Powder']],
      ['nz', ['Delta Powder', 'charlie Powder', 'bravo Powder', 'Alpha Powder']],
      ['d', ['bravo Powder', 'Alpha Powder', 'Delta Powder', 'charlie Powder']],
      ['', ['Alpha Powder', 'Delta Powder', 'bravo Powder', 'charlie Powder']],
    ])('sb=%s orders the names %j', async (sort, names) => {
      await catalogue();
      const products = await listed(`sb=${sort}`);
      expect(products.map((product) => product.productName)).toEqual(names);
    });

    it('sb=pl and sb=ph order by the price a shopper pays', async () => {
      await catalogue();
      expect((await listed('sb=pl')).map(paid)).toEqual([90, 120, 150, 240]);
      expect((await listed('sb=ph')).map(paid)).toEqual([240, 150, 120, 90]);
    });

    it('sorts the seeded catalogue by paid price across every page', async () => {
      await seedDatabase(database().db);
      const prices = [...(await listed('sb=pl&l=20&p=0')), ...(await listed('sb=pl&l=20&p=1'))].map(paid);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it('puts out-of-stock products after those in stock when sorting by relevance', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Toilet Cleaner');
    await addProduct(db, { categoryId, productName: 'Sold out best seller', salesCount: 900, stock: 0 });
    await addProduct(db, { categoryId, productName: 'In stock', salesCount: 10 });
    expect((await listed('')).map((product) => product.productName)).toEqual(['In stock', 'Sold out best seller']);
    expect((await listed('sb=na')).map((product) => product.productName)).toEqual(['In stock', 'Sold out best seller']);
  });

  it('filters on the price a shopper pays, bounds included', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Dishwash');
    await addProduct(db, { categoryId, productName: 'Discounted into range', price: 300, discountedAmount: 150 });
    await addProduct(db, { categoryId, productName: 'Full price in range', price: 200 });
    await addProduct(db, { categoryId, productName: 'Discounted below', price: 150, discountedAmount: 99.5 });
    await addProduct(db, { categoryId, productName: 'Too dear', price: 200.5 });
    const names = async (query: string) => (await listed(`sb=na&${query}`)).map((product) => product.productName);
    expect(await names('pf=100&pt=200')).toEqual(['Discounted into range', 'Full price in range']);
    expect(await names('pf=150')).toEqual(['Discounted into range', 'Full price in range', 'Too dear']);
    expect(await names('pt=99.50')).toEqual(['Discounted below']);
    expect(await names('pf=200&pt=200')).toEqual(['Full price in range']);
  });

  it('keeps only products rated at least r', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Hand Wash');
    await addProduct(db, { categoryId, productName: 'A', avgRating: 4.5 });
    await addProduct(db, { categoryId, productName: 'B', avgRating: 4 });
    await addProduct(db, { categoryId, productName: 'C', avgRating: 3.9 });
    const names = async (query: string) => (await listed(`sb=na&${query}`)).map((product) => product.productName);
    expect(await names('r=4')).toEqual(['A', 'B']);
    expect(await names('r=4.5')).toEqual(['A']);
    expect(await names('r=0')).toEqual(['A', 'B', 'C']);
    expect(await names('r=5')).toEqual([]);
  });

  it('sends money exactly as stored', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Liquid Detergent');
    await addProduct(db, {
      categoryId,
      price: '229.00',
      discountedAmount: '199.50',
      avgRating: '4.3',
      cgst: '9',
      sgst: '9',
      otherCharges: '12.35',
    });
    const [product] = await listed('');
    expect(product).toMatchObject({ price: 229, discountedAmount: 199.5, avgRating: 4.3, cgst: 9, sgst: 9, igst: 0, otherCharges: 12.35 });
  });

  it.each([
    ['p=-1', 'p must be a whole number from 0 to 100000'],
    ['p=abc', 'p must be a whole number from 0 to 100000'],
    ['p=1.5', 'p must be a whole number from 0 to 100000'],
    ['l=0', 'l must be a whole number from 1 to 1000'],
    ['l=1001', 'l must be a whole number from 1 to 1000'],
    ['l=ten', 'l must be a whole number from 1 to 1000'],
    ['sb=price', 'sb must be one of na, nz, d, pl, ph, or empty for relevance'],
    ['pf=cheap', 'pf must be a price in rupees: a number of 0 or more with at most 2 decimals'],
    ['pt=-5', 'pt must be a price in rupees: a number of 0 or more with at most 2 decimals'],
    ['pf=300&pt=200', 'pf must not be greater than pt'],
    ['r=6', 'r must be a rating from 0 to 5'],
    ['r=-1', 'r must be a rating from 0 to 5'],
    ['r=good', 'r must be a rating from 0 to 5'],
    ['c=12345', 'c must be a category id'],
    ['p=0&p=1', 'p must be given once'],
  ])('answers %s with 400 and a message naming the parameter', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', message });
  });
});
