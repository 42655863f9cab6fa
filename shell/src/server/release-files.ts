import { createHash } from 'node:crypto';
import { isAllowedOrigin, type RemoteOrigins } from '@shop/shared/contracts';
import { withDeadline } from './deadline';

/** How the rendering server treats remotes' files: where they may come from, and whether unchecked builds may run. */
export interface ReleaseFilePolicy {
  origins: RemoteOrigins;
  /** A development server's build has no digests: it runs only outside production. */
  developmentReleases: boolean;
}

/** A file of a release the rendering server refuses to use; the message names the file and why. */
export class RefusedReleaseFile extends Error {
  override name = 'RefusedReleaseFile';
}

/** A file's digest as subresource integrity writes it. */
export function sha384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Fetches one file of a release for the rendering server: only from an allowed origin, never through
 * a redirect, only with a success status, and only if its bytes are the ones released (its registered
 * digest). A release without digests (a development server's) is fetched only where the policy allows it.
 */
export async function fetchReleaseFile(
  url: string,
  digest: string | undefined,
  policy: ReleaseFilePolicy,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<Buffer> {
  if (!isAllowedOrigin(url, policy.origins)) throw new RefusedReleaseFile(`${url} is not on an allowed origin (REMOTE_ORIGINS)`);
  if (digest === undefined && !policy.developmentReleases)
    throw new RefusedReleaseFile(`${url} has no registered digest, and unchecked development builds run only outside production`);
  // The deadline covers the body too: a file that stops half-way is given up, not waited on.
  const bytes = await withDeadline(
    options.timeoutMs,
    async (signal) => {
      const response = await (options.fetch ?? fetch)(url, { redirect: 'error', signal });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    () => new Error(`${url} sent no whole reply within ${options.timeoutMs} ms`),
  );
  if (digest !== undefined && sha384(bytes) !== digest)
    throw new RefusedReleaseFile(`${url} is not the file released: its sha384 digest differs from the registered one`);
  return bytes;
}
