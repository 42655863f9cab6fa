import { generateKeyPairSync, sign } from 'node:crypto';
import { devOverrideQuery, devOverrideSigningText } from '@shop/shared/contracts';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { describe, expect, it, vi } from 'vitest';
import { readCookies } from '../remotes/cookies';
import { readDevOverrides, withDevOverrides } from './dev-overrides';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const key = publicKey.export({ format: 'der', type: 'spki' }).toString('base64url');
const NOW = 1_800_000_000;
const DEV = 'http://localhost:4001/mf-manifest.json';
const rules = { key, enabled: true, origins: 'loopback' as const, nowSeconds: NOW };

function link(remote: string, address: string, expiresAt = NOW + 600, signer = privateKey): string {
  const signature = sign(null, Buffer.from(devOverrideSigningText(remote, address, expiresAt)), signer).toString('base64url');
  return `?${devOverrideQuery(remote, address, expiresAt, signature)}`;
}

/** The `name=value` of a Set-Cookie line, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('readDevOverrides', () => {
  it('takes a signed link, keeps it in an HttpOnly cookie until it expires, and reads it back from that cookie', () => {
    const first = readDevOverrides({}, link('catalog', DEV), rules);
    expect(first.addresses).toEqual({ catalog: DEV });
    expect(first.setCookies).toHaveLength(1);
    expect(first.setCookies[0]).toMatch(/^mf-dev-catalog=\d+\.[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);

    const next = readDevOverrides(readCookies(sentBack(first.setCookies[0] ?? '')), '', rules);
    expect(next).toEqual({ addresses: { catalog: DEV }, setCookies: [] });
    // Once expired, the cookie is ignored and cleared.
    const later = readDevOverrides(readCookies(sentBack(first.setCookies[0] ?? '')), '', { ...rules, nowSeconds: NOW + 601 });
    expect(later.addresses).toEqual({});
    expect(later.setCookies).toEqual(['mf-dev-catalog=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('marks its cookies Secure for a page served over https', () => {
    const secure = { ...rules, secure: true };
    const first = readDevOverrides({}, link('catalog', DEV), secure);
    expect(first.setCookies[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const later = readDevOverrides(readCookies(sentBack(first.setCookies[0] ?? '')), '', { ...secure, nowSeconds: NOW + 601 });
    expect(later.setCookies).toEqual(['mf-dev-catalog=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax']);
  });

  it('refuses a link signed for another remote, another address, another key, or already expired', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const other = generateKeyPairSync('ed25519').privateKey;
    const forCheckout = new URLSearchParams(link('checkout', DEV).slice(1));
    const refused = [
      `?mf-catalog=${encodeURIComponent(`dev:${DEV}`)}&mf-sig=${forCheckout.get('mf-sig')}`,
      link('catalog', DEV).replace('4001', '4002'),
      link('catalog', DEV, NOW + 600, other),
      link('catalog', DEV, NOW - 1),
      `?mf-catalog=${encodeURIComponent(`dev:${DEV}`)}`,
      `?mf-catalog=${encodeURIComponent(`dev:${DEV}`)}&mf-sig=not.a-signature`,
    ];
    for (const search of refused) expect(readDevOverrides({}, search, rules), search).toEqual({ addresses: {}, setCookies: [] });
    // A tampered cookie is cleared rather than trusted.
    const cookie = sentBack(readDevOverrides({}, link('catalog', DEV), rules).setCookies[0] ?? '');
    const [expiry, signature] = cookie.slice('mf-dev-catalog='.length).split('.');
    const tampered = `mf-dev-catalog=${expiry}.${signature}.${Buffer.from('http://localhost:9999/mf-manifest.json').toString('base64url')}`;
    expect(readDevOverrides(readCookies(tampered), '', rules).addresses).toEqual({});
  });

  it('refuses an address off the allowed origins even when signed, and does nothing where overrides are off', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offList = 'https://dev.example.net/mf-manifest.json';
    expect(readDevOverrides({}, link('catalog', offList), rules).addresses).toEqual({});
    expect(readDevOverrides({}, link('catalog', DEV), { ...rules, enabled: false })).toEqual({ addresses: {}, setCookies: [] });
    expect(readDevOverrides({}, link('catalog', DEV), { ...rules, key: undefined })).toEqual({ addresses: {}, setCookies: [] });
  });

  it('clears an override with ?mf-<remote>=auto', () => {
    const cookie = sentBack(readDevOverrides({}, link('catalog', DEV), rules).setCookies[0] ?? '');
    const cleared = readDevOverrides(readCookies(cookie), '?mf-catalog=auto', rules);
    expect(cleared).toEqual({ addresses: {}, setCookies: ['mf-dev-catalog=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'] });
  });
});

describe('withDevOverrides', () => {
  const declaration = {
    section: 'Catalogue',
    cssPrefix: 'cat',
    routes: [{ path: '/shop', access: 'public' as const, module: './ShopPage', title: 'Shop' }],
    redirects: [],
    slots: {},
  };
  const config: RuntimeConfig = {
    apiBaseUrl: '',
    remotes: {
      catalog: {
        entry: 'http://127.0.0.1:3109/catalog/r1/mf-manifest.json',
        release: 'r1',
        declaration,
        integrity: { 'mf-manifest.json': 'sha384-x' },
        candidate: { entry: 'http://127.0.0.1:3109/catalog/r2/mf-manifest.json', release: 'r2', percent: 50 },
      },
      checkout: { entry: 'http://127.0.0.1:3109/checkout/r1/mf-manifest.json', release: 'r1' },
    },
  };

  it('loads only the overridden remote from the development manifest, unchecked, with its live routes', () => {
    const view = withDevOverrides(config, { catalog: DEV, reviews: DEV });
    expect(view.remotes.catalog).toEqual({ entry: DEV, release: 'r1+dev', declaration });
    expect(view.remotes.checkout).toBe(config.remotes.checkout);
    expect(view.remotes).not.toHaveProperty('reviews');
    // The shared configuration every other page view uses is untouched.
    expect(config.remotes.catalog?.entry).toBe('http://127.0.0.1:3109/catalog/r1/mf-manifest.json');
    expect(withDevOverrides(config, {})).toBe(config);
  });
});
