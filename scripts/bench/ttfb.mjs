// Time to first byte of one address under a fixed request rate, with autocannon.
import autocannon from 'autocannon';
import { percentile } from './figures.mjs';

/**
 * autocannon spends each connection's share of the rate at the start of every second, so the
 * connection count is the largest burst the server meets: ten connections at 5 requests/s each.
 * Its own latency is the time to the last byte; the first byte is timed here, from the moment a
 * request is written to the moment its response headers are read.
 */
export async function measureTtfb(url, { rate = 50, connections = 10, seconds = 10 } = {}) {
  // The first requests load remote code and fill caches: not what a steady visitor meets.
  for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
  const firstByte = [];
  const result = await autocannon({
    url,
    connections,
    overallRate: rate,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    setupClient(client) {
      let sentAt = 0n;
      client.on('request', () => {
        sentAt = process.hrtime.bigint();
      });
      client.on('headers', () => {
        firstByte.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
      });
    },
  });
  return {
    p50: percentile(firstByte, 50),
    p99: percentile(firstByte, 99),
    lastByteP50: result.latency.p50,
    lastByteP99: result.latency.p99,
    requests: firstByte.length,
    perSecond: firstByte.length / seconds,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
