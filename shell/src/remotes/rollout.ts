import type { RemoteEntry } from '@shop/shared/runtime-config';

/** Which build of a remote a shopper gets. */
export type RemoteVersion = 'stable' | 'candidate';

/** What decides a shopper's versions: a sticky bucket 0–99 and any tester pins. */
export interface RolloutContext {
  bucket: number;
  pins: Partial<Record<string, RemoteVersion>>;
}

const BUCKET_KEY = 'shop.rollout-bucket';
const PIN_PREFIX = 'mf-pin-';
const QUERY_PREFIX = 'mf-';

/** A pinned version wins; otherwise a shopper whose bucket falls under the candidate's percentage gets it. */
export function chooseVersion(name: string, remote: RemoteEntry, context: RolloutContext): RemoteVersion {
  if (!remote.candidate) return 'stable';
  const pinned = context.pins[name];
  if (pinned) return pinned;
  return context.bucket < remote.candidate.percent ? 'candidate' : 'stable';
}

/** The address to load a remote from for the chosen version. */
export function entryFor(remote: RemoteEntry, version: RemoteVersion): string {
  return version === 'candidate' && remote.candidate ? remote.candidate.entry : remote.entry;
}

// The same shopper keeps the same bucket across visits, so a rollout does not flicker between versions.
function stickyBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => number): number {
  const saved = Number(storage?.getItem(BUCKET_KEY));
  if (storage?.getItem(BUCKET_KEY) !== null && Number.isInteger(saved) && saved >= 0 && saved < 100) return saved;
  const bucket = Math.floor(random() * 100);
  try {
    storage?.setItem(BUCKET_KEY, String(bucket));
  } catch {
    // Private browsing may refuse storage; the bucket then lasts for this page view.
  }
  return bucket;
}

function readPins(cookie: string): RolloutContext['pins'] {
  const pins: RolloutContext['pins'] = {};
  for (const part of cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key?.startsWith(PIN_PREFIX) && (value === 'stable' || value === 'candidate')) pins[key.slice(PIN_PREFIX.length)] = value;
  }
  return pins;
}

/** A tester pins a version with `?mf-<remote>=candidate|stable` (kept in a session cookie) and clears it with `=auto`. */
export function applyQueryPins(search: string, writeCookie: (cookie: string) => void): void {
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX) || key.startsWith(PIN_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (!/^[a-z-]+$/.test(name)) continue;
    if (value === 'stable' || value === 'candidate') writeCookie(`${PIN_PREFIX}${name}=${value}; path=/; samesite=lax`);
    if (value === 'auto') writeCookie(`${PIN_PREFIX}${name}=; path=/; max-age=0`);
  }
}

/** Reads the rollout context of this browser, applying any pins in the address first. */
export function readRolloutContext(
  doc: Pick<Document, 'cookie'> = document,
  location: Pick<Location, 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
  random: () => number = Math.random,
): RolloutContext {
  applyQueryPins(location.search, (cookie) => {
    doc.cookie = cookie;
  });
  return { bucket: stickyBucket(storage, random), pins: readPins(doc.cookie) };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
