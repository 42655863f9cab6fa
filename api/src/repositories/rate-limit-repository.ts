import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** A budget's state: hits counted in the current window and when that window ends. */
export interface RateLimitCount {
  hits: number;
  resetsAt: Date;
}

/**
 * Rate-limit counters in the database, so every API process counts against one budget. Times
 * come from Date (tests move the clock); the processes of one shop share a synchronised clock.
 */
export function createRateLimitRepository(db: AppDb) {
  return {
    /**
     * Counts one hit in one statement: concurrent hits on a key queue on its row, so each gets
     * its own count. A hit after the window ended starts a new one at 1.
     */
    async hit(key: string, windowMs: number, at = new Date()): Promise<RateLimitCount> {
      const now = sql`${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${rateLimitCounters.resetsAt} <= ${now} then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetsAt: sql`case when ${rateLimitCounters.resetsAt} <= ${now} then excluded."resetsAt" else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
      if (!row) throw new Error('The rate-limit upsert returned no row');
      return row;
    },

    /** The key's count without counting; undefined when its window has ended. */
    async read(key: string, at = new Date()): Promise<RateLimitCount | undefined> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, at)));
      return row;
    },

    /** Takes back one hit of the current window (one that turned out not to count). */
    async giveBack(key: string, at = new Date()): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, at)));
    },

    /** Deletes the counters whose window has ended; any process may run it at any time. */
    async deleteEnded(at = new Date()): Promise<number> {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.resetsAt, at))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
