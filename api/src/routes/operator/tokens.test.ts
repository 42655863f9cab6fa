import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorTokens } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { BOOTSTRAP, createToken, operatorCall, storeToken } from './operator-fixtures';

const database = useTestDatabase();
const app = useTestApp(database, { config: { operatorToken: BOOTSTRAP } });
const call = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  operatorCall(app(), token, method, url, payload);
const overview = (token: string | undefined) => call(token, 'GET', '/remotes');
const tokenRow = async (id: string) => (await database().db.select().from(operatorTokens).where(eq(operatorTokens.id, id)))[0];

describe('operator tokens', () => {
  it('show a new secret once, keep only its sha256, and list tokens without secrets or hashes', async () => {
    const created = await call(BOOTSTRAP, 'POST', '/tokens', { name: 'catalog-ci', scope: 'remote:catalog', expiresInDays: 30 });
    expect(created.statusCode).toBe(201);
    const token = created.json().data;
    expect(token).toMatchObject({ name: 'catalog-ci', scope: 'remote:catalog', createdBy: 'bootstrap', revokedAt: null, lastUsedAt: null });
    expect(token.secret).toMatch(/^shop_op_[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const row = await tokenRow(token.id);
    expect(row?.secretHash).toBe(createHash('sha256').update(token.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.secret);

    const listed = await call(BOOTSTRAP, 'GET', '/tokens');
    expect(listed.statusCode).toBe(200);
    const { secret, ...shown } = token;
    expect(listed.json().data).toEqual([shown]);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(row?.secretHash);
  });

  it('name the creating token, and note when a token was last used', async () => {
    const admin = await createToken(app(), 'second-admin', 'admin');
    const made = await call(admin.secret, 'POST', '/tokens', { name: 'views-1', scope: 'views' });
    expect(made.json().data.createdBy).toBe('second-admin');
    expect((await tokenRow(admin.id))?.lastUsedAt).toBeInstanceOf(Date);
    expect((await tokenRow(made.json().data.id))?.lastUsedAt).toBeNull();
  });

  it('refuse a token that is unknown, revoked or expired with a 401 that says which', async () => {
    const answers = async (token: string) => {
      const reply = await overview(token);
      return [reply.statusCode, reply.json().message];
    };
    expect(await answers('shop_op_made-up')).toEqual([401, 'Operator token not recognised.']);
    const missing = await overview(undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      errorCode: 'UNAUTHORIZED',
      message: 'Operator token required: send Authorization: Bearer <token>.',
    });

    const old = await createToken(app(), 'old-views', 'views');
    expect((await call(BOOTSTRAP, 'DELETE', '/tokens/old-views')).statusCode).toBe(200);
    expect(await answers(old.secret)).toEqual([401, 'Operator token old-views was revoked.']);

    const brief = await createToken(app(), 'brief', 'views', { expiresInDays: 1 });
    expect((await overview(brief.secret)).statusCode).toBe(200);
    await database()
      .db.update(operatorTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorTokens.id, brief.id));
    expect(await answers(brief.secret)).toEqual([401, 'Operator token brief has expired.']);
  });

  it('rotate without downtime: two tokens of one scope work at once, and revoking the old one stops only it', async () => {
    const old = await createToken(app(), 'checkout-2026-11', 'remote:checkout');
    const next = await createToken(app(), 'checkout-2026-12', 'remote:checkout');
    expect((await overview(old.secret)).statusCode).toBe(200);
    expect((await overview(next.secret)).statusCode).toBe(200);

    const revoked = await call(BOOTSTRAP, 'DELETE', `/tokens/${old.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ id: old.id, name: 'checkout-2026-11', revokedAt: expect.any(String) });
    expect((await overview(old.secret)).statusCode).toBe(401);
    expect((await overview(next.secret)).statusCode).toBe(200);
  });

  it('leave token management, the audit and every scope to admin tokens', async () => {
    const scoped = {
      refunds: (await createToken(app(), 'refunds-desk', 'refunds')).secret,
      views: (await createToken(app(), 'renderer', 'views')).secret,
      remote: (await createToken(app(), 'catalog-team', 'remote:catalog')).secret,
    };
    const admin = (await createToken(app(), 'ops-admin', 'admin')).secret;
    for (const secret of Object.values(scoped)) {
      for (const [method, url, body] of [
        ['POST', '/tokens', { name: 'sneaky', scope: 'admin' }],
        ['GET', '/tokens'],
        ['DELETE', '/tokens/ops-admin'],
        ['GET', '/audit'],
      ] as const) {
        const reply = await call(secret, method, url, body);
        expect(reply.statusCode, `${method} ${url}`).toBe(403);
        expect(reply.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: expect.stringContaining('needs admin') });
      }
    }
    expect((await call(BOOTSTRAP, 'GET', '/tokens')).json().data.map((token: { name: string }) => token.name)).not.toContain('sneaky');
    expect((await call(admin, 'GET', '/tokens')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/audit')).statusCode).toBe(200);
  });

  it('answer bad bodies with 400 VALIDATION_ERROR naming the field', async () => {
    const refused = async (body: object) => {
      const reply = await call(BOOTSTRAP, 'POST', '/tokens', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().errorCode).toBe('VALIDATION_ERROR');
      return Object.keys(reply.json().fields);
    };
    expect(await refused({ name: 'x', scope: 'root' })).toEqual(['scope']);
    expect(await refused({ name: 'x', scope: 'remote:' })).toEqual(['scope']);
    expect(await refused({ name: 'x', scope: 'remote:Catalog' })).toEqual(['scope']);
    expect(await refused({ name: 'has space', scope: 'views' })).toEqual(['name']);
    expect(await refused({ name: 'bootstrap', scope: 'views' })).toEqual(['name']);
    expect(await refused({ name: '9b2f1c4e-0000-4000-8000-000000000000', scope: 'views' })).toEqual(['name']);
    expect(await refused({ name: 'x', scope: 'views', expiresInDays: 0 })).toEqual(['expiresInDays']);
    expect(await refused({ name: 'x', scope: 'views', expiresInDays: 1.5 })).toEqual(['expiresInDays']);
    expect(await refused({ scope: 'views' })).toEqual(['name']);
    expect((await call(BOOTSTRAP, 'GET', '/audit?limit=0')).json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('keep a name to one live token, free it on revocation, and revoke by name or id once', async () => {
    await createToken(app(), 'renderer', 'views');
    const taken = await call(BOOTSTRAP, 'POST', '/tokens', { name: 'renderer', scope: 'views' });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'TOKEN_NAME_TAKEN']);
    expect((await call(BOOTSTRAP, 'DELETE', '/tokens/renderer')).statusCode).toBe(200);
    const again = await createToken(app(), 'renderer', 'views');

    expect((await call(BOOTSTRAP, 'DELETE', `/tokens/${again.id}`)).statusCode).toBe(200);
    const twice = await call(BOOTSTRAP, 'DELETE', `/tokens/${again.id}`);
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, 'ALREADY_REVOKED']);
    expect((await call(BOOTSTRAP, 'DELETE', '/tokens/renderer')).statusCode).toBe(404);
    expect((await call(BOOTSTRAP, 'DELETE', '/tokens/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bootstrap = await call(BOOTSTRAP, 'DELETE', '/tokens/bootstrap');
    expect([bootstrap.statusCode, bootstrap.json().errorCode]).toEqual([409, 'NOT_REVOCABLE']);
    expect((await call(BOOTSTRAP, 'GET', '/tokens')).json().data).toHaveLength(2);
  });

  it('give one of two parallel creations of a name a 409, and one of two parallel revocations', async () => {
    const created = await Promise.all([
      call(BOOTSTRAP, 'POST', '/tokens', { name: 'twin', scope: 'views' }),
      call(BOOTSTRAP, 'POST', '/tokens', { name: 'twin', scope: 'refunds' }),
    ]);
    expect(created.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);

    const revoked = await Promise.all([call(BOOTSTRAP, 'DELETE', '/tokens/twin'), call(BOOTSTRAP, 'DELETE', '/tokens/twin')]);
    // The second finds the token revoked (409) or, if it looked after the first finished, no live token of the name (404).
    const [first, second] = revoked.map((reply) => reply.statusCode).sort();
    expect(first).toBe(200);
    expect([404, 409]).toContain(second);
    const audit = (await call(BOOTSTRAP, 'GET', '/audit')).json().data.map((row: { action: string }) => row.action);
    expect(audit).toEqual(['token.revoke', 'token.create']);
  });
});

describe('without OPERATOR_TOKEN', () => {
  const plain = useTestApp(database);

  it('keeps the operator calls: stored tokens work, and anything else is a 401, never a 500', async () => {
    expect((await operatorCall(plain(), undefined, 'GET', '/remotes')).statusCode).toBe(401);
    expect((await operatorCall(plain(), BOOTSTRAP, 'GET', '/tokens')).statusCode).toBe(401);
    expect((await operatorCall(plain(), undefined, 'POST', '/orders/x/refund')).statusCode).toBe(401);

    const admin = await storeToken(database().db, 'first-admin', 'admin');
    expect((await operatorCall(plain(), admin, 'GET', '/remotes')).statusCode).toBe(200);
    const made = await operatorCall(plain(), admin, 'POST', '/tokens', { name: 'views-1', scope: 'views' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.createdBy).toBe('first-admin');
    const [row] = (await operatorCall(plain(), admin, 'GET', '/audit')).json().data;
    expect(row).toMatchObject({ tokenName: 'first-admin', tokenId: expect.any(String), action: 'token.create', target: 'views-1' });
  });
});
