// Asks each API for its health straight (not through the balancer) a few times a second during the
// run: how long one answer takes shows whether a process stalls, which the page figures blur.
import { percentile } from './stats.mjs';

/**
 * Starts probing `apis` (`{ name, origin }`) and, with `activity` (a function answering the database's
 * `{ active, waiting, inTransaction }` sessions), sampling the database as often. `stop()` answers
 * `{ apis: [{ name, p50, p99, max, failed }], database: { active, waiting, inTransaction } }` (each the most seen at once).
 */
export function startHealthProbe(apis, { intervalMs = 250, activity } = {}) {
  const timings = new Map(apis.map(({ name }) => [name, { ms: [], failed: 0 }]));
  let running = true;
  const probe = async ({ name, origin }) => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await answer.arrayBuffer();
        if (!answer.ok) timings.get(name).failed += 1;
      } catch {
        timings.get(name).failed += 1;
      }
      timings.get(name).ms.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
  const busiest = { active: 0, waiting: 0, inTransaction: 0 };
  const sample = async () => {
    while (running && activity) {
      const now = await activity().catch(() => busiest);
      busiest.active = Math.max(busiest.active, now.active);
      busiest.waiting = Math.max(busiest.waiting, now.waiting);
      busiest.inTransaction = Math.max(busiest.inTransaction, now.inTransaction);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
  const probes = Promise.all([...apis.map(probe), sample()]);
  return {
    async stop() {
      running = false;
      await probes;
      const figures = apis.map(({ name }) => {
        const { ms, failed } = timings.get(name);
        const sorted = [...ms].sort((a, b) => a - b);
        return { name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0, failed };
      });
      return { apis: figures, database: busiest };
    },
  };
}
