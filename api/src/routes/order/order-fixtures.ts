import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { createTokenService } from '../../auth/tokens';
import type { AppDb } from '../../db/client';
import { addresses, cartItems, coupons, type NewCoupon, orders } from '../../db/schema';
import type { TestDatabase } from '../../test/test-database';
import { addUser, call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

// The app keeps its token service inside the routes' scope, so tests sign with the same key here.
const tokensOf = async (app: FastifyInstance) =>
  createTokenService({ secret: await resolveJwtSecret(app.config), accessTokenTtlSeconds: app.config.auth.accessTokenTtlSeconds });

/** A verified shopper with a saved Mumbai address, inserted directly. */
export async function addShopperWithAddress(db: AppDb, email: string) {
  const user = await addUser(db, { email });
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      houseNumber: '12',
      societyName: 'Shanti Kunj',
      street: 'Link Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('address insert returned nothing');
  return { user, addressId: address.id };
}

/** A shopper with a saved Mumbai address and a bearer token, inserted directly (no sign-in rate limit). */
export async function buyer(app: FastifyInstance, database: TestDatabase, email = 'asha@example.in') {
  const { db } = database;
  const { user, addressId } = await addShopperWithAddress(db, email);
  const headers = { authorization: `Bearer ${await (await tokensOf(app)).signAccess(user.id, user.sessionVersion)}` };
  const fill = async (productId: string, quantity: number) => {
    await db.insert(cartItems).values({ userId: user.id, productId, quantity });
  };
  return { user, addressId, headers, fill };
}

export type Buyer = Awaited<ReturnType<typeof buyer>>;

export async function addCoupon(database: TestDatabase, coupon: Partial<NewCoupon> & Pick<NewCoupon, 'kind'>): Promise<string> {
  const [row] = await database.db
    .insert(coupons)
    .values({ offerName: 'Offer', couponCode: 'SAVE10', ...coupon })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon insert returned nothing');
  return row.id;
}

export interface PlaceOptions {
  couponCode?: string | null;
  paymentType?: string;
  freeProductStockIgnore?: boolean;
  key?: string;
}

export const placeOrder = (app: FastifyInstance, who: Buyer, options: PlaceOptions = {}) =>
  call(
    app,
    'POST',
    '/api/v1/order',
    {
      addressId: who.addressId,
      couponCode: options.couponCode ?? null,
      paymentType: options.paymentType ?? 'cod',
      freeProductStockIgnore: options.freeProductStockIgnore ?? false,
    },
    { headers: { ...who.headers, 'idempotency-key': options.key ?? randomUUID() } },
  );

/** An online order of `quantity` soaps (₹100, stock 5) for the buyer, with its creation reply. */
export async function onlineOrderFor(app: FastifyInstance, database: TestDatabase, who: Buyer, quantity = 2) {
  const categoryId = await addCategory(database.db, `Detergent ${randomUUID().slice(0, 8)}`);
  const soap = await addProduct(database.db, { categoryId, stock: 5, price: 100 });
  await who.fill(soap, quantity);
  const response = await placeOrder(app, who, { paymentType: 'razorpay' });
  const data = response.json().data as { id: string; amount: number; notes: { orderId: string } };
  return { soap, response, data };
}

/** Marks a cash-on-delivery order delivered (its cash collected), as the warehouse would after the courier's run. */
export async function markDelivered(db: AppDb, orderId: string): Promise<void> {
  await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
}
