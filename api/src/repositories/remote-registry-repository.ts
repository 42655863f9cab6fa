import { FAILURE_KINDS } from '@shop/shared/contracts';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { remoteReleases, remoteRolloutEvents, remoteRollouts, remoteViews } from '../db/schema';
import { AppError, notFound } from '../http/app-error';

/** How a page view's remote failed: its code did not load, it threw while rendering, or hydration failed. */
export { FAILURE_KINDS };
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** What the shell serves for one remote: the stable release and, for a share of shoppers, a candidate. */
export interface RegistryEntry {
  entry: string;
  release: string;
  candidate?: { entry: string; release: string; percent: number };
}

/** The addresses a run starts with (today's environment variables): they become the first releases. */
export type RegistrySeed = Record<string, { entry: string; candidate?: { entry: string; percent: number } }>;

export interface ReleaseHealth {
  views: number;
  loadFailures: number;
  renderErrors: number;
}

export interface HealthBucket extends ReleaseHealth {
  remote: string;
  release: string;
  /** The start of the bucket. */
  at: string;
}

const SEED_RELEASE = 'initial';
const SEED_CANDIDATE = 'initial-candidate';

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

  async function rolloutOf(remote: string) {
    const [row] = await db.select().from(remoteRollouts).where(eq(remoteRollouts.remote, remote));
    if (!row) throw notFound(`No remote named ${remote}`);
    return row;
  }

  return {
    /** Registers the run's configured addresses for every remote that has no rollout yet. */
    async seed(seed: RegistrySeed): Promise<void> {
      for (const [remote, { entry, candidate }] of Object.entries(seed)) {
        await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(remoteRollouts)
            .values({
              remote,
              stableRelease: SEED_RELEASE,
              candidateRelease: candidate ? SEED_CANDIDATE : null,
              candidatePercent: candidate?.percent ?? 0,
            })
            .onConflictDoNothing()
            .returning({ remote: remoteRollouts.remote });
          if (!created) return;
          await tx.insert(remoteReleases).values({ remote, release: SEED_RELEASE, entry }).onConflictDoNothing();
          if (candidate)
            await tx.insert(remoteReleases).values({ remote, release: SEED_CANDIDATE, entry: candidate.entry }).onConflictDoNothing();
          await event(tx, remote, 'seed', SEED_RELEASE);
        });
      }
    },

    /** The remotes file's view: each remote's addresses now. */
    async registry(): Promise<Record<string, RegistryEntry>> {
      const rows = await db.select().from(remoteRollouts).orderBy(remoteRollouts.remote);
      const releases = await db.select().from(remoteReleases);
      const entryOf = (remote: string, release: string) => releases.find((row) => row.remote === remote && row.release === release)?.entry;
      const registry: Record<string, RegistryEntry> = {};
      for (const row of rows) {
        const entry = entryOf(row.remote, row.stableRelease);
        if (!entry) continue;
        const candidateEntry = row.candidateRelease ? entryOf(row.remote, row.candidateRelease) : undefined;
        registry[row.remote] =
          row.candidateRelease && candidateEntry
            ? {
                entry,
                release: row.stableRelease,
                candidate: { entry: candidateEntry, release: row.candidateRelease, percent: row.candidatePercent },
              }
            : { entry, release: row.stableRelease };
      }
      return registry;
    },

    /** Every registered release, newest first. */
    releases() {
      return db.select().from(remoteReleases).orderBy(desc(remoteReleases.createdAt), remoteReleases.remote);
    },

    /** Makes a release available; a release name is immutable, so registering it again must name the same address. */
    async addRelease(remote: string, release: string, entry: string): Promise<void> {
      await rolloutOf(remote);
      const [added] = await db.insert(remoteReleases).values({ remote, release, entry }).onConflictDoNothing().returning();
      if (added) return;
      const [existing] = await db
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.release, release)));
      if (existing?.entry !== entry)
        throw new AppError(409, 'RELEASE_EXISTS', `Release ${release} of ${remote} is already registered at another address`);
    },

    /** Sends `percent` of shoppers to a registered release of the remote. */
    async rollout(remote: string, release: string, percent: number): Promise<void> {
      const current = await rolloutOf(remote);
      const [known] = await db
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.release, release)));
      if (!known) throw notFound(`No release ${release} of ${remote}`);
      if (current.stableRelease === release)
        throw new AppError(409, 'ALREADY_STABLE', `${release} is already the stable release of ${remote}`);
      await db.transaction(async (tx) => {
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

    /** Records the server's page views; a view id is counted once per remote. */
    async recordViews(views: Array<{ viewId: string; remote: string; release: string; failure?: FailureKind }>): Promise<void> {
      if (views.length === 0) return;
      await db
        .insert(remoteViews)
        .values(views.map((view) => ({ ...view, failure: view.failure ?? null })))
        .onConflictDoNothing();
    },

    /** Marks a recorded view failed, once; returns the releases whose figures changed. */
    async markFailed(viewId: string, remote: string, kind: FailureKind): Promise<string | undefined> {
      const [row] = await db
        .update(remoteViews)
        .set({ failure: kind })
        .where(and(eq(remoteViews.viewId, viewId), eq(remoteViews.remote, remote), isNull(remoteViews.failure)))
        .returning({ release: remoteViews.release });
      return row?.release;
    },

    /** One release's figures since a moment. */
    async health(remote: string, release: string, since: Date): Promise<ReleaseHealth> {
      const [row] = await db
        .select({
          views: sql<number>`count(*)::int`,
          loadFailures: sql<number>`(count(*) filter (where ${remoteViews.failure} = 'load'))::int`,
          renderErrors: sql<number>`(count(*) filter (where ${remoteViews.failure} in ('render', 'hydration')))::int`,
        })
        .from(remoteViews)
        .where(and(eq(remoteViews.remote, remote), eq(remoteViews.release, release), gte(remoteViews.at, since)));
      return row ?? { views: 0, loadFailures: 0, renderErrors: 0 };
    },

    /** Figures per remote, release and `bucketMinutes` since a moment, for the operator's chart. */
    async healthBuckets(since: Date, bucketMinutes: number): Promise<HealthBucket[]> {
      // A literal, not a parameter: GROUP BY must see the same expression as the select list.
      const seconds = sql.raw(String(Math.round(bucketMinutes * 60)));
      const bucket = sql<string>`to_timestamp(floor(extract(epoch from ${remoteViews.at}) / ${seconds}) * ${seconds})`;
      const rows = await db
        .select({
          remote: remoteViews.remote,
          release: remoteViews.release,
          at: bucket,
          views: sql<number>`count(*)::int`,
          loadFailures: sql<number>`(count(*) filter (where ${remoteViews.failure} = 'load'))::int`,
          renderErrors: sql<number>`(count(*) filter (where ${remoteViews.failure} in ('render', 'hydration')))::int`,
        })
        .from(remoteViews)
        .where(gte(remoteViews.at, since))
        .groupBy(remoteViews.remote, remoteViews.release, bucket)
        .orderBy(bucket);
      return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
    },

    /** Forgets views older than the window anything reads. */
    async prune(before: Date): Promise<void> {
      await db.delete(remoteViews).where(sql`${remoteViews.at} < ${before.toISOString()}::timestamptz`);
    },
  };
}
