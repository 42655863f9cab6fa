import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';
import { routeDeclarationSchema } from './route-declaration';

/** How a remote failed in a page view. */
export const FAILURE_KINDS = ['load', 'render', 'hydration'] as const;

const remoteName = z.string().regex(/^[a-z][a-z-]{0,39}$/, 'must be a remote name');
/** Release names go into folder names and addresses: letters, digits, dots, dashes. */
const releaseName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/, 'must be letters, digits, dots and dashes');

export const remoteParams = z.object({ remote: remoteName });

/** The longest a development override link works: a day. */
export const DEV_OVERRIDE_MAX_MINUTES = 24 * 60;

/**
 * The text a development override's signature covers: the remote, the manifest's address and when
 * the link stops working (Unix seconds). The API signs it; the rendering server checks it.
 */
export function devOverrideSigningText(remote: string, address: string, expiresAt: number): string {
  return `dev-override\n${remote}\n${address}\n${expiresAt}`;
}

/** The query a browser opens to use an override: `mf-<remote>=dev:<address>&mf-sig=<expiry>.<signature>`. */
export function devOverrideQuery(remote: string, address: string, expiresAt: number, signature: string): string {
  return new URLSearchParams({ [`mf-${remote}`]: `dev:${address}`, 'mf-sig': `${expiresAt}.${signature}` }).toString();
}

/** POST operator/remotes: a new team's remote, with no release yet. */
export const createRemoteBody = z.object({ name: remoteName });

/** A file of a release, as a path inside its folder ('remoteEntry.js', 'server/remoteEntry.js'). */
const releaseFile = z
  .string()
  .max(300)
  .regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._~/-]+$/, 'must be a path inside the release folder');
/** A file's sha384 digest as subresource integrity writes it. */
const sriDigest = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be a sha384 digest such as sha384-<64 base64 characters>');

export const releaseBody = z.object({
  release: releaseName,
  entry: z.string().regex(/^https?:\/\/\S{1,500}$/, 'must be an http(s) address'),
  /**
   * The digest of every file of the release the shop may load, by path: only these bytes will run.
   * Left out only for a development server's build (it changes with every edit), which outside
   * production runs unchecked and in production is refused.
   */
  integrity: z
    .record(releaseFile, sriDigest)
    .refine((files) => Object.keys(files).length <= 2000, 'lists more than 2000 files')
    .optional(),
});

export const rolloutBody = z.object({ release: releaseName, percent: z.number().int('must be a whole number').min(0).max(100) });

/**
 * Page views are counted in batches, not one by one: the views a rendering server gives with the same
 * releases within a second share a batch, and a view's id is its batch's id with the view's number in
 * the batch as the last 12 hex digits (a batch's own id ends in zeros). The API keeps one row per batch
 * and remote, yet a browser's failure report still names one view it can check: the batch recorded,
 * the number below the batch's count.
 */
const VIEW_NUMBER_DIGITS = 12;
/** The most views one batch counts (room for a busy server's second many times over). */
export const MAX_VIEWS_PER_BATCH = 1_000_000;

/** The id of view `number` of the batch `batchId`. */
export function viewIdInBatch(batchId: string, number: number): string {
  return batchId.slice(0, -VIEW_NUMBER_DIGITS) + number.toString(16).padStart(VIEW_NUMBER_DIGITS, '0');
}

/** The batch a view id belongs to, and the view's number in it. */
export function batchOfView(viewId: string): { batchId: string; number: number } {
  const cut = viewId.length - VIEW_NUMBER_DIGITS;
  return { batchId: `${viewId.slice(0, cut)}${'0'.repeat(VIEW_NUMBER_DIGITS)}`, number: Number.parseInt(viewId.slice(cut), 16) };
}

const remoteRelease = z.object({ remote: remoteName, release: releaseName });

/**
 * The rendering server's report: its page views counted per batch with the releases they were given,
 * and the failures it met on the server, each naming its view.
 */
export const viewsBody = z.object({
  batches: z
    .array(
      z.object({
        batchId: z.uuid().refine((id) => batchOfView(id).number === 0, 'must end in 12 zeros'),
        views: z.number().int().min(1).max(MAX_VIEWS_PER_BATCH),
        remotes: z.array(remoteRelease).min(1).max(8),
      }),
    )
    .max(500),
  failures: z
    .array(
      remoteRelease.extend({
        viewId: z.uuid(),
        failure: z.enum(FAILURE_KINDS),
        /** What went wrong on the server, for the section's team. */
        message: z.string().max(500).optional(),
      }),
    )
    .max(500),
});

/**
 * A browser's beacon: failures of the page view the server rendered for it, with the error's message
 * and component stack for the section's team (the API scrubs personal data out before keeping them).
 */
export const failuresBody = z.object({
  viewId: z.uuid(),
  failures: z
    .array(
      z.object({
        remote: remoteName,
        kind: z.enum(FAILURE_KINDS),
        message: z.string().max(500).optional(),
        stack: z.string().max(2000).optional(),
      }),
    )
    .min(1)
    .max(8),
});

/** GET operator/remotes/:remote/errors?release=: a remote's commonest failures of the last hour. */
export const errorsQuery = z.object({ release: releaseName.optional() });
export const errorsReplySchema = successReply(
  z.object({
    errors: z.array(
      z.object({
        release: z.string(),
        kind: z.string(),
        message: z.string(),
        count: z.number(),
        lastAt: isoDateTime,
        stack: z.string().nullable(),
      }),
    ),
  }),
);

const loadedFile = z.object({ url: z.string(), integrity: z.string().optional() });
/** Where a release's entries are, with their digests: what the rendering server and a browser load first. */
export const releaseEntriesSchema = z.object({ browser: loadedFile, server: loadedFile.optional() });
export type ReleaseEntries = z.infer<typeof releaseEntriesSchema>;

/**
 * One release as the shell serves it: its manifest's address, its name, the routes it declares, its
 * entries and the digest of every file it may load.
 */
const servedRelease = z.object({
  entry: z.string(),
  release: z.string(),
  declaration: routeDeclarationSchema.optional(),
  entries: releaseEntriesSchema.optional(),
  integrity: z.record(z.string(), z.string()).optional(),
});

/**
 * What the shell serves for one remote: the stable release (absent for a new remote whose first
 * release is only a candidate) and, for a share of shoppers, a candidate.
 */
export const registryEntrySchema = servedRelease.partial().extend({
  candidate: servedRelease.extend({ percent: z.number() }).optional(),
});

/**
 * GET remotes: the live registry the shell reads and, where development overrides are on, the public
 * key their links are signed with (the shell verifies; only the API can sign).
 */
export const registryReplySchema = successReply(
  z.object({ remotes: z.record(z.string(), registryEntrySchema), devOverrideKey: z.string().optional() }),
);
/** POST remotes/failures: how many reports counted. */
export const failuresReplySchema = successReply(z.object({ counted: z.number() }));

const releaseHealthSchema = z.object({ views: z.number(), loadFailures: z.number(), renderErrors: z.number() });

/** GET operator/remotes: everything the operator page shows. */
export const operatorRegistryReplySchema = successReply(
  z.object({
    remotes: z.record(z.string(), registryEntrySchema),
    /** Every remote, released or not yet. */
    names: z.array(z.string()),
    /** Remotes deleted and not created again. */
    retired: z.array(z.string()),
    releases: z.array(z.object({ remote: z.string(), release: z.string(), entry: z.string(), createdAt: isoDateTime })),
    health: z.array(releaseHealthSchema.extend({ remote: z.string(), release: z.string(), at: z.string() })),
    events: z.array(
      z.object({
        id: z.string(),
        remote: z.string(),
        kind: z.string(),
        release: z.string(),
        detail: z.record(z.string(), z.union([z.number(), z.string()])),
        createdAt: isoDateTime,
      }),
    ),
    rollback: z.object({ minViews: z.number(), failurePercent: z.number(), failuresPerAddress: z.number() }),
  }),
);
/** The registry's overview as a release page receives it (times as ISO text). */
export type RegistryOverview = z.input<typeof operatorRegistryReplySchema>['data'];
/** POST operator/remotes/:remote/releases. */
export const releaseReplySchema = successReply(z.object({ remote: z.string(), release: z.string(), entry: z.string() }));
/** POST operator/remotes: the remote created. DELETE operator/remotes/:remote: the remote removed. */
export const remoteReplySchema = successReply(z.object({ remote: z.string() }));
/** POST operator/remotes/:remote/rollout. */
export const rolloutReplySchema = successReply(z.object({ remote: z.string(), release: z.string(), percent: z.number() }));
/** POST operator/remotes/:remote/promote and rollback: the release concerned (none when nothing was rolled back). */
export const releaseChangeReplySchema = successReply(z.object({ remote: z.string(), release: z.string().nullable().optional() }));
/** POST operator/remotes/views. */
/** How many page views the report counted. */
export const viewsReplySchema = successReply(z.object({ recorded: z.number() }));

/** POST operator/remotes/:remote/dev-overrides: a signed link pointing one browser's section at a development server. */
export const devOverrideBody = z.object({
  /** The development server's manifest, on an allowed origin (REMOTE_ORIGINS). */
  address: z.string().regex(/^https?:\/\/\S{1,500}$/, 'must be an http(s) address of a development manifest'),
  /** How long the link works; a working day unless said. */
  minutes: z.number().int('must be a whole number').min(1).max(DEV_OVERRIDE_MAX_MINUTES).optional(),
});
export const devOverrideReplySchema = successReply(
  z.object({ remote: z.string(), address: z.string(), expiresAt: isoDateTime, query: z.string() }),
);

/** GET health. */
export const healthReplySchema = successReply(z.object({ status: z.literal('ok'), database: z.literal('ok') }));
