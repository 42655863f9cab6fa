import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { devOverrideSigningText, isAllowedOrigin, type RemoteOrigins } from '@shop/shared/contracts';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { type Cookies, siteCookie } from '../remotes/cookies';

/**
 * A team member's browser may point one remote at their development server with a link the API
 * signed for that remote (`?mf-<remote>=dev:<manifest>&mf-sig=<expiry>.<signature>`); a cookie keeps
 * it for that browser until the link expires or `?mf-<remote>=auto` clears it. Every page view checks
 * the signature again, so nothing but a signed, unexpired address on an allowed origin is loaded.
 */
export interface DevOverrides {
  /** The development manifest each overridden remote loads from in this page view. */
  addresses: Record<string, string>;
  setCookies: string[];
}

export interface DevOverrideRules {
  /** The registry's public key; absent where the API has overrides off. */
  key: string | undefined;
  /** Off in a production shell unless DEV_OVERRIDES=on. */
  enabled: boolean;
  origins: RemoteOrigins;
  /** The page is served over https: its cookies are never sent over plain http. */
  secure?: boolean;
  nowSeconds?: number;
}

const COOKIE_PREFIX = 'mf-dev-';
const QUERY_PREFIX = 'mf-';
const DEV_VALUE = 'dev:';
const NONE: DevOverrides = { addresses: {}, setCookies: [] };

const publicKeys = new Map<string, KeyObject | null>();

function publicKeyOf(key: string): KeyObject | null {
  let parsed = publicKeys.get(key);
  if (parsed === undefined) {
    try {
      parsed = createPublicKey({ key: Buffer.from(key, 'base64url'), format: 'der', type: 'spki' });
    } catch {
      parsed = null;
    }
    publicKeys.set(key, parsed);
  }
  return parsed;
}

/** Whether `<expiry>.<signature>` signs this remote and address with the registry's key, and has not expired. */
function signed(remote: string, address: string, proof: string, rules: DevOverrideRules, now: number): number | undefined {
  const [expiryText = '', signature = ''] = proof.split('.');
  const expiry = Number(expiryText);
  if (!/^\d{1,12}$/.test(expiryText) || expiry <= now || !rules.key) return undefined;
  if (!isAllowedOrigin(address, rules.origins)) return undefined;
  const key = publicKeyOf(rules.key);
  if (!key) return undefined;
  try {
    return verify(null, Buffer.from(devOverrideSigningText(remote, address, expiry)), key, Buffer.from(signature, 'base64url'))
      ? expiry
      : undefined;
  } catch {
    return undefined;
  }
}

const clearCookie = (remote: string, rules: DevOverrideRules) =>
  siteCookie(`${COOKIE_PREFIX}${remote}`, '', { maxAge: 0, httpOnly: true, secure: rules.secure });

/** The overrides of one page view, from its cookies and its address, each checked against the registry's key. */
export function readDevOverrides(requestCookies: Cookies, search: string, rules: DevOverrideRules): DevOverrides {
  const query = new URLSearchParams(search);
  const cookies = Object.entries(requestCookies).filter(([name]) => name.startsWith(COOKIE_PREFIX));
  if (!rules.enabled || !rules.key) return NONE;
  const fromQuery = [...query].filter(([key, value]) => key.startsWith(QUERY_PREFIX) && (value.startsWith(DEV_VALUE) || value === 'auto'));
  if (cookies.length === 0 && fromQuery.length === 0) return NONE;
  const now = rules.nowSeconds ?? Math.floor(Date.now() / 1000);
  const addresses: Record<string, string> = {};
  const setCookies: string[] = [];
  for (const [name, value] of cookies) {
    const remote = name.slice(COOKIE_PREFIX.length);
    const [expiry = '', signature = '', encoded = ''] = (value ?? '').split('.');
    const address = Buffer.from(encoded, 'base64url').toString();
    if (signed(remote, address, `${expiry}.${signature}`, rules, now)) addresses[remote] = address;
    else setCookies.push(clearCookie(remote, rules));
  }
  for (const [key, value] of fromQuery) {
    const remote = key.slice(QUERY_PREFIX.length);
    if (value === 'auto') {
      if (remote in addresses) setCookies.push(clearCookie(remote, rules));
      delete addresses[remote];
      continue;
    }
    const address = value.slice(DEV_VALUE.length);
    const proof = query.get('mf-sig') ?? '';
    const expiry = signed(remote, address, proof, rules, now);
    if (!expiry) {
      console.warn(`[shell] development override of ${remote} refused: its link is not signed for ${address}, or has expired`);
      continue;
    }
    addresses[remote] = address;
    const cookie = `${proof}.${Buffer.from(address).toString('base64url')}`;
    setCookies.push(siteCookie(`${COOKIE_PREFIX}${remote}`, cookie, { maxAge: expiry - now, httpOnly: true, secure: rules.secure }));
  }
  return { addresses, setCookies };
}

/**
 * The configuration one page view renders with: each overridden remote loads the development
 * manifest in place of its releases, with the routes its live release declares, and no digests
 * (a development build changes with every edit). The shared configuration is left as it is.
 */
export function withDevOverrides(config: RuntimeConfig, addresses: Record<string, string>): RuntimeConfig {
  const names = Object.keys(addresses).filter((name) => config.remotes[name]);
  if (names.length === 0) return config;
  const remotes = { ...config.remotes };
  for (const name of names) {
    const live = config.remotes[name];
    const address = addresses[name];
    if (!live || !address) continue;
    const declaration = live.declaration ?? live.candidate?.declaration;
    remotes[name] = {
      entry: address,
      release: `${live.release ?? live.candidate?.release ?? 'new'}+dev`,
      ...(declaration ? { declaration } : {}),
    };
  }
  return { ...config, remotes };
}
