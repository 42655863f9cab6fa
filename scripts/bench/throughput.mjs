// Requests per second and latency of several addresses under the same load, measured in interleaved
// rounds so the machine's noise falls on each alike.
import autocannon from 'autocannon';

/** One round of `seconds` at `connections` against one address, as autocannon counts it (2xx only count). */
async function round(url, { connections, seconds }) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return { requests: result['2xx'], other: result.non2xx + result.errors + result.timeouts, p99: result.latency.p99, seconds };
}

/**
 * Each target's requests per second (2xx) and its worst round's p99 latency over `rounds` interleaved
 * rounds; `failures` counts non-2xx replies, errors and timeouts (a figure with failures is void).
 */
export async function measureThroughput(targets, { connections = 50, seconds = 4, rounds = 3 } = {}) {
  const totals = new Map(targets.map((target) => [target.name, { requests: 0, other: 0, p99: 0, seconds: 0 }]));
  // Each address once before counting: remote code loaded, caches filled.
  for (const target of targets) await (await fetch(target.url)).arrayBuffer();
  for (let n = 0; n < rounds; n += 1) {
    for (const target of targets) {
      const result = await round(target.url, { connections, seconds });
      const total = totals.get(target.name);
      total.requests += result.requests;
      total.other += result.other;
      total.seconds += result.seconds;
      total.p99 = Math.max(total.p99, result.p99);
    }
  }
  return Object.fromEntries(
    [...totals].map(([name, total]) => [name, { perSecond: total.requests / total.seconds, p99: total.p99, failures: total.other }]),
  );
}
