import type { FastifyInstance } from 'fastify';
import type { TestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { addCategory, addProduct, type ProductFixture } from '../product/product-fixtures';

export type Cookies = Record<string, string>;

/** A signed-in shopper and a category to put products in. */
export async function shopper(app: FastifyInstance, database: TestDatabase) {
  const { db } = database;
  await addUser(db);
  const { cookies } = await signIn(app);
  const categoryId = await addCategory(db, 'Detergent');
  const product = (fixture: Partial<ProductFixture> = {}) => addProduct(db, { categoryId, ...fixture });
  return { cookies, categoryId, product };
}

export const addToCart = (app: FastifyInstance, cookies: Cookies, productId: unknown, quantity?: unknown) =>
  call(app, 'POST', '/api/v1/cart', quantity === undefined ? { productId } : { productId, quantity }, { cookies });

export const readCart = (app: FastifyInstance, cookies: Cookies) => call(app, 'GET', '/api/v1/cart', undefined, { cookies });

export const changeLine = (app: FastifyInstance, cookies: Cookies, cartId: string, body: unknown) =>
  call(app, 'PUT', `/api/v1/cart/${cartId}`, body, { cookies });

/** Adds a product and returns the new line's id. */
export async function lineOf(app: FastifyInstance, cookies: Cookies, productId: string, quantity = 1): Promise<string> {
  const response = await addToCart(app, cookies, productId, quantity);
  if (response.statusCode !== 201) throw new Error(`add to cart failed: ${response.body}`);
  return response.json().data._id as string;
}
