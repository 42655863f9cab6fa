import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import { useTestDatabase } from '../test/test-database';
import { createRateLimitRepository } from './rate-limit-repository';

const database = useTestDatabase();
const counters = () => createRateLimitRepository(database().db);

const start = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('rate-limit counters', () => {
  it('gives each of 100 hits at once its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => counters().hit('address:sign-in:192.0.2.1', 60_000, start)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
    expect(new Set(counts.map((count) => count.resetsAt.getTime()))).toEqual(new Set([later(60_000).getTime()]));
  });

  it('starts a new window after the last one ended, and a hit back comes off the current one', async () => {
    await counters().hit('k', 60_000, start);
    expect(await counters().hit('k', 60_000, later(30_000))).toEqual({ hits: 2, resetsAt: later(60_000) });
    await counters().giveBack('k', later(40_000));
    expect(await counters().read('k', later(40_000))).toEqual({ hits: 1, resetsAt: later(60_000) });
    expect(await counters().hit('k', 60_000, later(60_000))).toEqual({ hits: 1, resetsAt: later(120_000) });
  });

  it('deletes ended windows only', async () => {
    await counters().hit('short', 1_000, start);
    await counters().hit('long', 60_000, start);
    expect(await counters().deleteEnded(later(1_000))).toBe(1);
    expect((await database().db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['long']);
    expect(await counters().read('short', later(1_000))).toBeUndefined();
  });
});
