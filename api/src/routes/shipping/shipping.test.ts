import { describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { shopper } from '../cart/cart-fixtures';
import { greatCircleKm, quoteShipping } from './shipping-quote';

const database = useTestDatabase();
const app = useTestApp(database);

async function addAddress(userId: string, city: string, state: string): Promise<string> {
  const [row] = await database()
    .db.insert(addresses)
    .values({ userId, houseNumber: '12', city, state, pinCode: '400001' })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert returned nothing');
  return row.id;
}

const quote = (cookies: Record<string, string>, addressId: string) =>
  call(app(), 'POST', `/api/v1/shipping/distance/${addressId}`, {}, { cookies });

async function userIdOf(email = 'asha@example.in'): Promise<string> {
  const rows = await database().db.query.users.findMany();
  const row = rows.find((user) => user.email === email);
  if (!row) throw new Error('no such user');
  return row.id;
}

describe('shipping quote arithmetic', () => {
  it('measures about 440 km between Ahmedabad and Mumbai as the crow flies', () => {
    const km = greatCircleKm({ latitude: 23.0225, longitude: 72.5714 }, { latitude: 19.076, longitude: 72.8777 });
    expect(km).toBeGreaterThan(430);
    expect(km).toBeLessThan(450);
  });

  it('charges the minimum for a short trip and km × rate rounded to the rupee for a long one', () => {
    const settings = { perKmPrice: 2, minPrice: 40, maxPrice: 5000, freeAbove: 499, roadFactor: 1.3, platformFee: 10 };
    const here = { latitude: 23, longitude: 72.5 };
    expect(quoteShipping(here, here, settings, 0)).toEqual({
      distance: 0,
      perKmPrice: 2,
      finalPrice: 40,
      platformFees: 10,
      freeDeliveryAbove: 499,
    });
    const far = quoteShipping(here, { latitude: 19, longitude: 72.8 }, settings, 0);
    expect(far.distance).toBe(Math.round(far.distance * 10) / 10);
    expect(far.finalPrice).toBe(Math.round(far.distance * 2));
  });
});

describe('POST /api/v1/shipping/distance/:addressId', () => {
  it('quotes a Mumbai address by road from Ahmedabad', async () => {
    const { cookies } = await shopper(app(), database());
    const addressId = await addAddress(await userIdOf(), 'Mumbai', 'Maharashtra');
    const response = await quote(cookies, addressId);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.distance).toBeGreaterThan(540);
    expect(data.distance).toBeLessThan(600);
    // ₹2 a road km would be over ₹1,100: the cap holds it at ₹99.
    expect(data).toMatchObject({ perKmPrice: 2, platformFees: 10, finalPrice: 99 });
  });

  it('falls back to the state centre for a city the list does not know', async () => {
    const { cookies } = await shopper(app(), database());
    const addressId = await addAddress(await userIdOf(), 'Nowhere Nagar', 'Kerala');
    const response = await quote(cookies, addressId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.distance).toBeGreaterThan(1000);
  });

  it('charges the minimum inside Ahmedabad', async () => {
    const { cookies } = await shopper(app(), database());
    const addressId = await addAddress(await userIdOf(), 'Ahmedabad', 'Gujarat');
    expect((await quote(cookies, addressId)).json().data).toMatchObject({ distance: 0, finalPrice: 40 });
  });

  it("answers 404 for another shopper's, an unknown and a malformed address", async () => {
    const { cookies } = await shopper(app(), database());
    const other = await addUser(database().db, { email: 'ravi@example.in' });
    const theirs = await addAddress(other.id, 'Mumbai', 'Maharashtra');
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await quote(cookies, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Address not found' });
    }
  });

  it('needs a signed-in shopper', async () => {
    await addUser(database().db);
    await signIn(app());
    expect((await call(app(), 'POST', '/api/v1/shipping/distance/x', {})).statusCode).toBe(401);
  });
});
