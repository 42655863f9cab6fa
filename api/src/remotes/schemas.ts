import { z } from 'zod';
import { FAILURE_KINDS } from '../repositories/remote-registry-repository';

const remoteName = z.string().regex(/^[a-z][a-z-]{0,39}$/, 'must be a remote name');
/** Release names go into folder names and addresses: letters, digits, dots, dashes. */
const releaseName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/, 'must be letters, digits, dots and dashes');

export const remoteParams = z.object({ remote: remoteName });

export const releaseBody = z.object({
  release: releaseName,
  entry: z.string().regex(/^https?:\/\/\S{1,500}$/, 'must be an http(s) address'),
});

export const rolloutBody = z.object({ release: releaseName, percent: z.number().int('must be a whole number').min(0).max(100) });

/** The rendering server's batch: per page view, the release of each remote it rendered and any failure. */
export const viewsBody = z.object({
  views: z
    .array(
      z.object({
        viewId: z.uuid(),
        remotes: z.array(z.object({ remote: remoteName, release: releaseName, failure: z.enum(FAILURE_KINDS).optional() })).max(8),
      }),
    )
    .max(500),
});

/** A browser's beacon: failures of the page view the server rendered for it. Nothing about the shopper. */
export const failuresBody = z.object({
  viewId: z.uuid(),
  failures: z
    .array(z.object({ remote: remoteName, kind: z.enum(FAILURE_KINDS) }))
    .min(1)
    .max(8),
});
