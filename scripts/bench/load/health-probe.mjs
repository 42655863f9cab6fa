// Asks each API for its health straight (not through the balancer) a few times a second during the
// run: how long one answer takes shows whether a process stalls, which the page figures blur.
import { percentile } from './stats.mjs';

/** Starts probing `apis` (`{ name, origin }`); `stop()` answers `{ name, p50, p99, max, failed }` per API. */
export function startHealthProbe(apis, intervalMs = 250) {
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
  const probes = Promise.all(apis.map(probe));
  return {
    async stop() {
      running = false;
      await probes;
      return apis.map(({ name }) => {
        const { ms, failed } = timings.get(name);
        const sorted = [...ms].sort((a, b) => a - b);
        return { name, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0, failed };
      });
    },
  };
}
