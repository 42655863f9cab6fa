import { describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const home = {
  houseNumber: 'B-204',
  societyName: 'Shanti Residency',
  street: 'CG Road',
  city: 'Ahmedabad',
  state: 'Gujarat',
  country: 'India',
  pinCode: '380009',
};

async function shopper(email: string) {
  await addUser(database().db, { email });
  return (await signIn(app(), email)).cookies;
}

const list = (cookies: Record<string, string>) => call(app(), 'GET', '/api/v1/profile/address', undefined, { cookies });
const add = (cookies: Record<string, string>, body: unknown) => call(app(), 'POST', '/api/v1/profile/address', body, { cookies });
const remove = (cookies: Record<string, string>, id: string) =>
  call(app(), 'DELETE', `/api/v1/profile/address/${id}`, undefined, { cookies });

describe('profile addresses', () => {
  it('adds addresses and lists them oldest first', async () => {
    const cookies = await shopper('asha@example.in');
    const first = await add(cookies, home);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ _id: expect.any(String), ...home });
    await add(cookies, { ...home, houseNumber: 'C-12', pinCode: 395007 });

    const response = await list(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((address: { houseNumber: string }) => address.houseNumber)).toEqual(['B-204', 'C-12']);
    expect(response.json().data[1].pinCode).toBe('395007');
  });

  it.each(['012345', '38000', '3800091', '38O009'])('refuses the PIN code %s', async (pinCode) => {
    const cookies = await shopper('asha@example.in');
    const response = await add(cookies, { ...home, pinCode });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { pinCode: 'Enter a valid 6-digit PIN code' } });
    expect(await database().db.select().from(addresses)).toEqual([]);
  });

  it('refuses a state not on India’s list, whose GST code would be unknown, and keeps a listed one’s code', async () => {
    const cookies = await shopper('asha@example.in');
    const misspelt = await add(cookies, { ...home, state: 'Gujrat' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().fields).toEqual({ state: 'Select your state from the list of Indian states' });
    expect(await database().db.select().from(addresses)).toEqual([]);

    expect((await add(cookies, { ...home, state: 'gujarat' })).json().data.state).toBe('Gujarat');
    const [stored] = await database().db.select().from(addresses);
    expect(stored?.stateCode).toBe('24');
  });

  it('refuses a missing field with a clear message', async () => {
    const cookies = await shopper('asha@example.in');
    const { city: _city, ...rest } = home;
    const response = await add(cookies, rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('city');
  });

  it("shows each shopper only their own addresses and answers 404 for another shopper's id", async () => {
    const asha = await shopper('asha@example.in');
    const ravi = await shopper('ravi@example.in');
    const ashaHome: string = (await add(asha, home)).json().data._id;

    expect((await list(ravi)).json().data).toEqual([]);
    const foreign = await remove(ravi, ashaHome);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await list(asha)).json().data).toHaveLength(1);

    expect((await remove(asha, ashaHome)).statusCode).toBe(200);
    expect((await list(asha)).json().data).toEqual([]);
    expect((await remove(asha, ashaHome)).statusCode).toBe(404);
  });

  it.each(['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-000000000000'])('answers 404, never 500, for the id %s', async (id) => {
    const cookies = await shopper('asha@example.in');
    expect((await remove(cookies, encodeURIComponent(id))).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await add({}, home)).statusCode).toBe(401);
  });
});
