import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema';
import { liveRemote, useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { buyer, markDelivered, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { BOOTSTRAP, createToken, operatorCall } from './operator-fixtures';

const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, { config: () => ({ operatorToken: BOOTSTRAP, shellSharedUrl: releases.url('/shell/shared.json') }) });
const ADDRESS = '198.51.100.23';
let next = { entry: '', integrity: {} as Record<string, string> };

beforeEach(async () => {
  await liveRemote(app().repositories.remoteRegistry, releases, 'catalog', 'initial', ['/shop']);
  next = releases.publish('catalog', '1.1.0-abc', ['/shop']);
});

const audit = async (query = '') => {
  const reply = await operatorCall(app(), BOOTSTRAP, 'GET', `/audit${query}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data as Array<Record<string, unknown>>;
};

describe('the operator audit', () => {
  it("records every change of a remote's releases with the token's name, the address and the state before and after", async () => {
    const { id, secret } = await createToken(app(), 'catalog-ci', 'remote:catalog');
    const write = (url: string, payload?: object) => operatorCall(app(), secret, 'POST', `/remotes/catalog${url}`, payload, ADDRESS);
    expect((await write('/releases', { release: '1.1.0-abc', ...next })).statusCode).toBe(201);
    expect((await write('/rollout', { release: '1.1.0-abc', percent: 25 })).statusCode).toBe(200);
    expect((await write('/promote')).statusCode).toBe(200);
    expect((await write('/rollout', { release: 'initial', percent: 5 })).statusCode).toBe(200);
    expect((await write('/rollback')).statusCode).toBe(200);

    const rows = await audit();
    const who = { tokenId: id, tokenName: 'catalog-ci', address: ADDRESS, at: expect.any(String), id: expect.any(String) };
    const stableOnly = (stable: string) => ({ stable, candidate: null });
    const withCandidate = (stable: string, release: string, percent: number) => ({ stable, candidate: { release, percent } });
    expect(rows.slice(0, 5)).toEqual([
      {
        ...who,
        action: 'rollback',
        target: 'catalog/initial',
        before: withCandidate('1.1.0-abc', 'initial', 5),
        after: stableOnly('1.1.0-abc'),
      },
      {
        ...who,
        action: 'rollout',
        target: 'catalog/initial',
        before: stableOnly('1.1.0-abc'),
        after: withCandidate('1.1.0-abc', 'initial', 5),
      },
      {
        ...who,
        action: 'promote',
        target: 'catalog/1.1.0-abc',
        before: withCandidate('initial', '1.1.0-abc', 25),
        after: stableOnly('1.1.0-abc'),
      },
      {
        ...who,
        action: 'rollout',
        target: 'catalog/1.1.0-abc',
        before: stableOnly('initial'),
        after: withCandidate('initial', '1.1.0-abc', 25),
      },
      { ...who, action: 'release.register', target: 'catalog/1.1.0-abc', before: null, after: { release: '1.1.0-abc', entry: next.entry } },
    ]);
    expect(rows[5]).toMatchObject({ tokenId: null, tokenName: 'bootstrap', action: 'token.create', target: 'catalog-ci' });
  });

  it('records a refund against the order, and token creation and revocation without any secret', async () => {
    const who = await buyer(app(), database());
    await who.fill(await addProduct(database().db, { categoryId: await addCategory(database().db, 'Soap'), stock: 3 }), 1);
    const orderId = (await placeOrder(app(), who)).json().data.notes.orderId;
    await markDelivered(database().db, orderId);
    const desk = await createToken(app(), 'refunds-desk', 'refunds');
    expect((await operatorCall(app(), desk.secret, 'POST', `/orders/${orderId}/refund`, undefined, ADDRESS)).statusCode).toBe(200);
    expect((await operatorCall(app(), BOOTSTRAP, 'DELETE', '/tokens/refunds-desk')).statusCode).toBe(200);

    const [revoke, refund, create] = await audit();
    expect(refund).toMatchObject({
      tokenName: 'refunds-desk',
      address: ADDRESS,
      action: 'refund',
      target: orderId,
      before: { status: 'delivered', refunded: false },
      after: { status: 'delivered', refunded: true },
    });
    expect(create).toMatchObject({
      tokenName: 'bootstrap',
      action: 'token.create',
      target: 'refunds-desk',
      before: null,
      after: { id: desk.id, name: 'refunds-desk', scope: 'refunds', createdBy: 'bootstrap', revokedAt: null },
    });
    expect(revoke).toMatchObject({
      action: 'token.revoke',
      target: 'refunds-desk',
      before: { id: desk.id, revokedAt: null },
      after: { id: desk.id, revokedAt: expect.any(String) },
    });
    const everything = JSON.stringify(await database().db.select().from(operatorAudit));
    expect(everything).not.toContain(desk.secret);
    expect(everything).not.toContain('secretHash');
  });

  it('records nothing for refused calls, and answers newest first up to the limit', async () => {
    const catalog = await createToken(app(), 'catalog-ci', 'remote:catalog');
    await operatorCall(app(), catalog.secret, 'POST', '/remotes/checkout/promote');
    await operatorCall(app(), 'shop_op_wrong', 'POST', '/remotes/catalog/promote');
    await operatorCall(app(), catalog.secret, 'POST', '/remotes/catalog/promote');
    await operatorCall(app(), catalog.secret, 'POST', '/remotes/catalog/rollout', { release: 'missing', percent: 5 });
    expect((await audit()).map((row) => row.action)).toEqual(['token.create']);

    for (const name of ['a1', 'a2', 'a3']) await createToken(app(), name, 'views');
    expect((await audit('?limit=2')).map((row) => row.target)).toEqual(['a3', 'a2']);
  });

  it('cannot be changed or emptied row by row, even by the database user', async () => {
    await createToken(app(), 'views-1', 'views');
    const refusals = [sql`update "operatorAudit" set "tokenName" = 'someone else'`, sql`delete from "operatorAudit"`];
    for (const statement of refusals) await expect(database().db.execute(statement)).rejects.toThrow();
    expect((await audit()).map((row) => row.tokenName)).toEqual(['bootstrap']);
  });
});
