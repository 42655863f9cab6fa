import { createHash } from 'node:crypto';
import { isAllowedOrigin, type RemoteOrigins } from '@shop/shared/contracts';
import { AppError } from '../http/app-error';

/** A registration the registry refuses, naming what is wrong. */
export function refused(message: string): AppError {
  return new AppError(422, 'RELEASE_REFUSED', message);
}

/** A file's digest as subresource integrity writes it: `sha384-<base64>`. */
export function sha384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const FETCH_TIMEOUT_MS = 5000;

/**
 * Fetches one file of a release: only from an allowed origin, never through a redirect (which could
 * lead anywhere), and, when its digest was registered, only if its bytes are exactly those.
 */
export async function fetchReleaseFile(url: string, what: string, origins: RemoteOrigins, digest: string | undefined): Promise<Buffer> {
  if (!isAllowedOrigin(url, origins)) throw refused(`The ${what} at ${url} is not on an allowed origin (REMOTE_ORIGINS)`);
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message?: string } };
    throw refused(`The ${what} at ${url} could not be fetched (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) throw refused(`The ${what} at ${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (digest !== undefined && sha384(bytes) !== digest)
    throw refused(`The ${what} at ${url} is not the file released (its sha384 digest differs)`);
  return bytes;
}

/** A release file's JSON, or a refusal naming it. */
export function parseJson(bytes: Buffer, what: string, url: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refused(`The ${what} at ${url} is not JSON`);
  }
}
