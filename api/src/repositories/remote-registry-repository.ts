import {
  batchOfView,
  FAILURE_KINDS,
  MAX_VIEWS_PER_BATCH,
  type ReleaseEntries,
  type RouteDeclaration,
  type viewsBody,
} from '@shop/shared/contracts';
import { type AnyColumn, and, desc, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import { remoteReleases, remoteRolloutEvents, remoteRollouts, remoteViewBatches, remoteViews } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { clashMessage, findRouteClash, type LiveDeclaration } from '../remotes/route-clash';

/** How a page view's remote failed: its code did not load, it threw while rendering, or hydration failed. */
export { FAILURE_KINDS };
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** One release as the shell serves it: its manifest's address, its name, the routes it declares, its entries and its files' digests. */
interface ServedRelease {
  entry: string;
  release: string;
  declaration?: RouteDeclaration;
  entries?: ReleaseEntries;
  integrity?: Record<string, string>;
}

/** What a registered release is made of, as the release gate read it. */
export interface ReleaseContent {
  declaration: RouteDeclaration;
  entries?: ReleaseEntries;
  integrity?: Record<string, string>;
}

/**
 * What the shell serves for one remote: the stable release (none yet for a new remote whose first
 * release is only a candidate) and, for a share of shoppers, a candidate.
 */
export type RegistryEntry = Partial<ServedRelease> & { candidate?: ServedRelease & { percent: number } };

export interface ReleaseHealth {
  views: number;
  loadFailures: number;
  renderErrors: number;
}

type ViewsReport = z.infer<typeof viewsBody>;
/** Views the rendering server gave with the same releases, counted together. */
export type ViewBatch = ViewsReport['batches'][number];
/** A remote that failed a page view on the server. */
export type ServerFailure = ViewsReport['failures'][number];

/** A release's failures among some page views, by kind. */
const failureCounts = {
  loadFailures: sql<number>`(count(*) filter (where ${remoteViews.failure} = 'load'))::int`,
  renderErrors: sql<number>`(count(*) filter (where ${remoteViews.failure} in ('render', 'hydration')))::int`,
};

export interface HealthBucket extends ReleaseHealth {
  remote: string;
  release: string;
  /** The start of the bucket. */
  at: string;
}

// Registry changes that decide which remote answers an address take this lock, so two teams going
// live at once cannot both take one path. Any fixed number the shop uses for nothing else.
const ROUTES_LOCK = 7_302_514;

export function createRemoteRegistryRepository(db: AppDb) {
  async function event(
    tx: Pick<AppDb, 'insert'>,
    remote: string,
    kind: string,
    release: string,
    detail: Record<string, number | string> = {},
  ) {
    await tx.insert(remoteRolloutEvents).values({ remote, kind, release, detail });
  }

  async function rolloutOf(remote: string, tx: Pick<AppDb, 'select'> = db) {
    const [row] = await tx.select().from(remoteRollouts).where(eq(remoteRollouts.remote, remote));
    if (!row) throw notFound(`No remote named ${remote}`);
    return row;
  }

  async function lockRoutes(tx: Pick<AppDb, 'execute'>): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROUTES_LOCK})`);
  }

  /** The releases of every remote that shoppers are given now: stable and candidate. */
  async function liveDeclarations(tx: Pick<AppDb, 'select'>): Promise<LiveDeclaration[]> {
    return tx
      .select({ remote: remoteReleases.remote, release: remoteReleases.release, declaration: remoteReleases.declaration })
      .from(remoteReleases)
      .innerJoin(
        remoteRollouts,
        and(
          eq(remoteRollouts.remote, remoteReleases.remote),
          or(eq(remoteRollouts.stableRelease, remoteReleases.release), eq(remoteRollouts.candidateRelease, remoteReleases.release)),
        ),
      );
  }

  async function refuseClash(tx: Pick<AppDb, 'select'>, remote: string, declaration: RouteDeclaration): Promise<void> {
    const live = await liveDeclarations(tx);
    const clash = findRouteClash(remote, declaration, live);
    if (clash) throw new AppError(409, 'ROUTE_CLASH', clashMessage(clash));
    // Two remotes with one class prefix could override each other's styles.
    const samePrefix = live.find((other) => other.remote !== remote && other.declaration?.cssPrefix === declaration.cssPrefix);
    if (samePrefix)
      throw new AppError(
        409,
        'PREFIX_CLASH',
        `The class prefix ${declaration.cssPrefix} is already ${samePrefix.remote}'s; ${remote} cannot use it`,
      );
  }

  return {
    /** Creates a remote with no release yet; its first release goes live when it is rolled out. */
    async createRemote(remote: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(remoteRollouts)
          .values({ remote, stableRelease: null })
          .onConflictDoNothing()
          .returning({ remote: remoteRollouts.remote });
        if (!created) throw new AppError(409, 'REMOTE_EXISTS', `A remote named ${remote} already exists`);
        await event(tx, remote, 'created', '');
      });
    },

    /** Removes a remote and its releases: its routes are no longer served. */
    async deleteRemote(remote: string): Promise<{ stableRelease: string | null; candidateRelease: string | null }> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(remoteRollouts).where(eq(remoteRollouts.remote, remote)).returning();
        if (!deleted) throw notFound(`No remote named ${remote}`);
        await tx.delete(remoteReleases).where(eq(remoteReleases.remote, remote));
        await event(tx, remote, 'deleted', deleted.stableRelease ?? '');
        return { stableRelease: deleted.stableRelease, candidateRelease: deleted.candidateRelease };
      });
    },

    /** The remotes file's view: each remote's releases now, with the routes they declare. */
    async registry(): Promise<Record<string, RegistryEntry>> {
      const rows = await db.select().from(remoteRollouts).orderBy(remoteRollouts.remote);
      const releases = await db.select().from(remoteReleases);
      const served = (remote: string, release: string | null): ServedRelease | undefined => {
        const row = release ? releases.find((candidate) => candidate.remote === remote && candidate.release === release) : undefined;
        if (!row) return undefined;
        return {
          entry: row.entry,
          release: row.release,
          ...(row.declaration ? { declaration: row.declaration } : {}),
          ...(row.entries ? { entries: row.entries } : {}),
          ...(row.integrity ? { integrity: row.integrity } : {}),
        };
      };
      const registry: Record<string, RegistryEntry> = {};
      for (const row of rows) {
        const stable = served(row.remote, row.stableRelease);
        const candidate = served(row.remote, row.candidateRelease);
        if (!stable && !candidate) continue;
        registry[row.remote] = { ...stable, ...(candidate ? { candidate: { ...candidate, percent: row.candidatePercent } } : {}) };
      }
      return registry;
    },

    /** The remotes that exist, released or not. */
    async remotes(): Promise<string[]> {
      const rows = await db.select({ remote: remoteRollouts.remote }).from(remoteRollouts).orderBy(remoteRollouts.remote);
      return rows.map((row) => row.remote);
    },

    /** Remotes an operator deleted and nobody created again: a run must not bring them back by itself. */
    async retired(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ remote: remoteRolloutEvents.remote })
        .from(remoteRolloutEvents)
        .where(
          and(
            eq(remoteRolloutEvents.kind, 'deleted'),
            sql`not exists (select 1 from ${remoteRollouts} where ${remoteRollouts.remote} = ${remoteRolloutEvents.remote})`,
          ),
        )
        .orderBy(remoteRolloutEvents.remote);
      return rows.map((row) => row.remote);
    },

    /** Every registered release, newest first. */
    releases() {
      return db.select().from(remoteReleases).orderBy(desc(remoteReleases.createdAt), remoteReleases.remote);
    },

    /**
     * Makes a release available; a release name is immutable, so registering it again must name the
     * same address. A release declaring a path another remote serves now is refused, naming both.
     */
    async addRelease(remote: string, release: string, entry: string, { declaration, entries, integrity }: ReleaseContent): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRoutes(tx);
        await rolloutOf(remote, tx);
        await refuseClash(tx, remote, declaration);
        const [added] = await tx
          .insert(remoteReleases)
          .values({ remote, release, entry, declaration, entries: entries ?? null, integrity: integrity ?? null })
          .onConflictDoNothing()
          .returning();
        if (added) return;
        const [existing] = await tx
          .select()
          .from(remoteReleases)
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.release, release)));
        if (existing?.entry !== entry)
          throw new AppError(409, 'RELEASE_EXISTS', `Release ${release} of ${remote} is already registered at another address`);
      });
    },

    /** Sends `percent` of shoppers to a registered release of the remote. */
    async rollout(remote: string, release: string, percent: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRoutes(tx);
        const current = await rolloutOf(remote, tx);
        const [known] = await tx
          .select()
          .from(remoteReleases)
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.release, release)));
        if (!known) throw notFound(`No release ${release} of ${remote}`);
        if (current.stableRelease === release)
          throw new AppError(409, 'ALREADY_STABLE', `${release} is already the stable release of ${remote}`);
        // Another remote may have gone live with one of its paths since this release was registered.
        if (known.declaration) await refuseClash(tx, remote, known.declaration);
        await tx
          .update(remoteRollouts)
          .set({ candidateRelease: release, candidatePercent: percent, updatedAt: new Date() })
          .where(eq(remoteRollouts.remote, remote));
        await event(tx, remote, 'rollout', release, { percent });
      });
    },

    /** The candidate becomes the stable release for everyone. */
    async promote(remote: string): Promise<string> {
      const current = await rolloutOf(remote);
      const candidate = current.candidateRelease;
      if (!candidate) throw new AppError(409, 'NO_CANDIDATE', `${remote} has no candidate to promote`);
      await db.transaction(async (tx) => {
        await tx
          .update(remoteRollouts)
          .set({ stableRelease: candidate, candidateRelease: null, candidatePercent: 0, updatedAt: new Date() })
          .where(eq(remoteRollouts.remote, remote));
        await event(tx, remote, 'promote', candidate);
      });
      return candidate;
    },

    /**
     * Drops the candidate, if it is still `release` (when given): two rollbacks of one candidate, by
     * an operator and by the health check at once, record one event.
     */
    async rollback(remote: string, options: { release?: string; kind?: string; detail?: Record<string, number | string> } = {}) {
      const current = await rolloutOf(remote);
      const candidate = options.release ?? current.candidateRelease;
      if (!candidate) throw new AppError(409, 'NO_CANDIDATE', `${remote} has no candidate to roll back`);
      return db.transaction(async (tx) => {
        const [dropped] = await tx
          .update(remoteRollouts)
          .set({ candidateRelease: null, candidatePercent: 0, updatedAt: new Date() })
          .where(and(eq(remoteRollouts.remote, remote), eq(remoteRollouts.candidateRelease, candidate)))
          .returning({ remote: remoteRollouts.remote });
        if (dropped) await event(tx, remote, options.kind ?? 'rollback', candidate, options.detail);
        return dropped ? candidate : undefined;
      });
    },

    /** The latest changes, newest first. */
    events(limit = 50) {
      return db.select().from(remoteRolloutEvents).orderBy(desc(remoteRolloutEvents.createdAt)).limit(limit);
    },

    /**
     * Records the server's page views, counted per batch, and the failures it met; a batch is counted
     * once per remote and a view fails a remote once, so a report sent twice changes nothing.
     */
    async recordViews(batches: ViewBatch[], failures: ServerFailure[]): Promise<void> {
      // One array per column: a report is one short statement per table, whatever its length.
      const rows = batches.flatMap(({ batchId, views, remotes }) =>
        remotes.map(({ remote, release }) => ({ batchId, views, remote, release })),
      );
      if (rows.length > 0) {
        const column = (value: (row: (typeof rows)[number]) => string | number) => sql.param(rows.map(value));
        await db.execute(sql`
          insert into ${remoteViewBatches} ("batchId", "remote", "release", "views")
          select * from unnest(
            ${column((row) => row.batchId)}::uuid[], ${column((row) => row.remote)}::text[],
            ${column((row) => row.release)}::text[], ${column((row) => row.views)}::int[])
          on conflict do nothing`);
      }
      if (failures.length > 0) {
        const column = (value: (failure: ServerFailure) => string | null) => sql.param(failures.map(value));
        await db.execute(sql`
          insert into ${remoteViews} ("viewId", "remote", "release", "failure", "message")
          select * from unnest(
            ${column((failure) => failure.viewId)}::uuid[], ${column((failure) => failure.remote)}::text[],
            ${column((failure) => failure.release)}::text[], ${column((failure) => failure.failure)}::text[],
            ${column((failure) => failure.message ?? null)}::text[])
          on conflict do nothing`);
      }
    },

    /** The release a counted page view was given of a remote: none for a view no batch counted. */
    async releaseOfView(viewId: string, remote: string): Promise<string | undefined> {
      const { batchId, number } = batchOfView(viewId);
      // Past any batch's end (a made-up id, most likely): nothing to look up.
      if (number >= MAX_VIEWS_PER_BATCH) return undefined;
      const [row] = await db
        .select({ release: remoteViewBatches.release })
        .from(remoteViewBatches)
        .where(and(eq(remoteViewBatches.batchId, batchId), eq(remoteViewBatches.remote, remote), gt(remoteViewBatches.views, number)));
      return row?.release;
    },

    /** Marks a counted view failed, once, with what went wrong; returns the release whose figures changed. */
    async markFailed(
      viewId: string,
      remote: string,
      release: string,
      kind: FailureKind,
      report: { message?: string; stack?: string } = {},
    ): Promise<string | undefined> {
      const [row] = await db
        .insert(remoteViews)
        .values({ viewId, remote, release, failure: kind, message: report.message ?? null, stack: report.stack ?? null })
        .onConflictDoNothing()
        .returning({ release: remoteViews.release });
      return row?.release;
    },

    /** One release's figures since a moment. */
    async health(remote: string, release: string, since: Date): Promise<ReleaseHealth> {
      const [counted] = await db
        .select({ views: sql<number>`coalesce(sum(${remoteViewBatches.views}), 0)::int` })
        .from(remoteViewBatches)
        .where(and(eq(remoteViewBatches.remote, remote), eq(remoteViewBatches.release, release), gte(remoteViewBatches.at, since)));
      const [failed] = await db
        .select(failureCounts)
        .from(remoteViews)
        .where(and(eq(remoteViews.remote, remote), eq(remoteViews.release, release), gte(remoteViews.at, since)));
      return { views: counted?.views ?? 0, loadFailures: failed?.loadFailures ?? 0, renderErrors: failed?.renderErrors ?? 0 };
    },

    /** Figures per remote, release and `bucketMinutes` since a moment, for the operator's chart. */
    async healthBuckets(since: Date, bucketMinutes: number): Promise<HealthBucket[]> {
      // A literal, not a parameter: GROUP BY must see the same expression as the select list.
      const seconds = sql.raw(String(Math.round(bucketMinutes * 60)));
      const bucketOf = (at: AnyColumn) => sql<string>`to_timestamp(floor(extract(epoch from ${at}) / ${seconds}) * ${seconds})`;
      const countedBucket = bucketOf(remoteViewBatches.at);
      const counted = await db
        .select({
          remote: remoteViewBatches.remote,
          release: remoteViewBatches.release,
          at: countedBucket,
          views: sql<number>`sum(${remoteViewBatches.views})::int`,
        })
        .from(remoteViewBatches)
        .where(gte(remoteViewBatches.at, since))
        .groupBy(remoteViewBatches.remote, remoteViewBatches.release, countedBucket);
      const failedBucket = bucketOf(remoteViews.at);
      const failed = await db
        .select({ remote: remoteViews.remote, release: remoteViews.release, at: failedBucket, ...failureCounts })
        .from(remoteViews)
        .where(gte(remoteViews.at, since))
        .groupBy(remoteViews.remote, remoteViews.release, failedBucket);
      const buckets = new Map<string, HealthBucket>();
      const bucketFor = (row: { remote: string; release: string; at: string }) => {
        const at = new Date(row.at).toISOString();
        const key = `${row.remote}\n${row.release}\n${at}`;
        let bucket = buckets.get(key);
        if (!bucket) {
          bucket = { remote: row.remote, release: row.release, at, views: 0, loadFailures: 0, renderErrors: 0 };
          buckets.set(key, bucket);
        }
        return bucket;
      };
      for (const row of counted) bucketFor(row).views += row.views;
      for (const row of failed) Object.assign(bucketFor(row), { loadFailures: row.loadFailures, renderErrors: row.renderErrors });
      return [...buckets.values()].sort((a, b) => a.at.localeCompare(b.at));
    },

    /** A remote's failures since a moment, commonest first: the release, the kind and the message, with one stack. */
    async errors(remote: string, since: Date, release?: string) {
      const rows = await db
        .select({
          release: remoteViews.release,
          kind: sql<string>`${remoteViews.failure}`,
          message: sql<string>`coalesce(${remoteViews.message}, '(no message)')`,
          count: sql<number>`count(*)::int`,
          lastAt: sql<string>`max(${remoteViews.at})`,
          stack: sql<string | null>`max(${remoteViews.stack})`,
        })
        .from(remoteViews)
        .where(and(eq(remoteViews.remote, remote), gte(remoteViews.at, since), release ? eq(remoteViews.release, release) : undefined))
        .groupBy(remoteViews.release, remoteViews.failure, sql`coalesce(${remoteViews.message}, '(no message)')`)
        .orderBy(desc(sql`count(*)`))
        .limit(20);
      return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt) }));
    },

    /** Forgets views and failures older than the window anything reads. */
    async prune(before: Date): Promise<void> {
      const at = sql`${before.toISOString()}::timestamptz`;
      await db.delete(remoteViewBatches).where(sql`${remoteViewBatches.at} < ${at}`);
      await db.delete(remoteViews).where(sql`${remoteViews.at} < ${at}`);
    },
  };
}
