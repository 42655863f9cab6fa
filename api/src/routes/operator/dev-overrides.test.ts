import { createPublicKey, verify } from 'node:crypto';
import { devOverrideSigningText } from '@shop/shared/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveRemote, useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { BOOTSTRAP, createToken, operatorCall } from './operator-fixtures';

// A team signs a link with its remote's token that points one browser's section at its development
// server; the rendering server checks the signature with the key the registry serves.
const database = useTestDatabase();
const releases = useReleaseServer();
const DEV_MANIFEST = 'http://localhost:4999/mf-manifest.json';

describe('development override links, where overrides are on', () => {
  const app = useTestApp(database, { config: () => ({ operatorToken: BOOTSTRAP, shellSharedUrl: releases.url('/shell/shared.json') }) });
  beforeEach(async () => {
    await liveRemote(app().repositories.remoteRegistry, releases, 'catalog', 'initial', ['/shop']);
  });

  it("are signed for the remote's own token, verify with the registry's key, expire when asked and are audited", async () => {
    const { secret } = await createToken(app(), 'catalog-dev', 'remote:catalog');
    const before = Math.floor(Date.now() / 1000);
    const reply = await operatorCall(app(), secret, 'POST', '/remotes/catalog/dev-overrides', { address: DEV_MANIFEST, minutes: 30 });
    expect(reply.statusCode, reply.body).toBe(201);
    const { remote, address, expiresAt, query } = reply.json().data;
    expect({ remote, address }).toEqual({ remote: 'catalog', address: DEV_MANIFEST });
    const expiry = Math.floor(Date.parse(expiresAt) / 1000);
    expect(expiry - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expiry - before).toBeLessThanOrEqual(30 * 60 + 2);

    const params = new URLSearchParams(query);
    expect(params.get('mf-catalog')).toBe(`dev:${DEV_MANIFEST}`);
    const [signedExpiry, signature = ''] = (params.get('mf-sig') ?? '').split('.');
    expect(Number(signedExpiry)).toBe(expiry);
    const key = (await app().inject({ method: 'GET', url: '/api/remotes' })).json().data.devOverrideKey;
    const publicKey = createPublicKey({ key: Buffer.from(key, 'base64url'), format: 'der', type: 'spki' });
    const signed = (text: string) => verify(null, Buffer.from(text), publicKey, Buffer.from(signature, 'base64url'));
    expect(signed(devOverrideSigningText('catalog', DEV_MANIFEST, expiry))).toBe(true);
    // The signature covers the remote, the address and the expiry: changing any of them breaks it.
    expect(signed(devOverrideSigningText('checkout', DEV_MANIFEST, expiry))).toBe(false);
    expect(signed(devOverrideSigningText('catalog', 'http://localhost:5000/mf-manifest.json', expiry))).toBe(false);
    expect(signed(devOverrideSigningText('catalog', DEV_MANIFEST, expiry + 3600))).toBe(false);

    const audit = (await operatorCall(app(), BOOTSTRAP, 'GET', '/audit')).json().data;
    expect(audit[0]).toMatchObject({
      action: 'dev-override',
      target: 'catalog',
      tokenName: 'catalog-dev',
      after: { address: DEV_MANIFEST },
    });
  });

  it("refuses another remote's token, an address off the allowed origins, a remote with no release and a day-long-plus link", async () => {
    const { secret } = await createToken(app(), 'checkout-dev', 'remote:checkout');
    const call = (remote: string, payload: object, token = secret) =>
      operatorCall(app(), token, 'POST', `/remotes/${remote}/dev-overrides`, payload);
    expect((await call('catalog', { address: DEV_MANIFEST })).statusCode).toBe(403);
    const offList = await call('catalog', { address: 'https://cdn.example.net/mf-manifest.json' }, BOOTSTRAP);
    expect(offList.statusCode).toBe(422);
    expect(offList.json().message).toBe('https://cdn.example.net/mf-manifest.json is not on an allowed origin (REMOTE_ORIGINS)');
    const noRelease = await call('checkout', { address: DEV_MANIFEST });
    expect(noRelease.statusCode).toBe(404);
    expect(noRelease.json().message).toBe('Remote checkout has no release to override');
    const tooLong = await call('catalog', { address: DEV_MANIFEST, minutes: 24 * 60 + 1 }, BOOTSTRAP);
    expect(tooLong.statusCode).toBe(400);
    expect((await call('catalog', { address: 'javascript:alert(1)' }, BOOTSTRAP)).statusCode).toBe(400);
  });
});

describe('development override links, where overrides are off', () => {
  const app = useTestApp(database, {
    config: () => ({ operatorToken: BOOTSTRAP, shellSharedUrl: releases.url('/shell/shared.json'), devOverrides: false }),
  });

  it('are refused, and the registry serves no key to check them with', async () => {
    await liveRemote(app().repositories.remoteRegistry, releases, 'catalog', 'initial', ['/shop']);
    const reply = await operatorCall(app(), BOOTSTRAP, 'POST', '/remotes/catalog/dev-overrides', { address: DEV_MANIFEST });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('Development overrides are off in this shop (DEV_OVERRIDES)');
    expect((await app().inject({ method: 'GET', url: '/api/remotes' })).json().data).not.toHaveProperty('devOverrideKey');
  });
});
