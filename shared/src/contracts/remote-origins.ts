// Where a remote's files may come from. The registry refuses a release naming any other origin, and
// the rendering server makes no request anywhere else.

/** The hosts allowed when no list is given outside production: this machine only. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An allow-list: listed origins, or (unset, outside production) any port of this machine. */
export type RemoteOrigins = readonly string[] | 'loopback';

/** Whether a file at `url` may be fetched under the allow-list. */
export function isAllowedOrigin(url: string, origins: RemoteOrigins): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (origins === 'loopback') return LOOPBACK.has(parsed.hostname);
  return origins.includes(parsed.origin);
}

/**
 * Reads REMOTE_ORIGINS ('https://cdn.example.in,https://b.example.in'); answers the list or the
 * problem. Unset, production allows no origin at all (closed until listed); elsewhere this machine.
 */
export function parseRemoteOrigins(raw: string | undefined, production: boolean): { origins: RemoteOrigins } | { problem: string } {
  if (raw === undefined || raw.trim() === '') return { origins: production ? [] : 'loopback' };
  const origins = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
      return { problem: `"${origin}" is not an origin such as https://cdn.example.in` };
    if (production && parsed.protocol !== 'https:') return { problem: `"${origin}" must be https in production` };
  }
  return { origins };
}
