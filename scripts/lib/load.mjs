// Load measurements for the API bench: reply sizes on the wire and autocannon runs.
import http from 'node:http';
import autocannon from 'autocannon';

/** What a browser sends: the API may answer with any of these encodings. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** Bytes of one reply as sent, without decoding it, and the encoding the server chose. */
export function replySize(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/** The reply's size raw, gzipped and brotli-compressed (each as the server sent it). */
export async function replySizes(url) {
  const [raw, gzip, br] = await Promise.all([replySize(url, 'identity'), replySize(url, 'gzip'), replySize(url, 'br')]);
  if (raw.status !== 200) throw new Error(`${url} answered ${raw.status}`);
  return { raw, gzip, br };
}

/**
 * Runs autocannon against the paths in turn (each connection cycles through them).
 * `rate` fixes the requests per second over all connections; without it, as fast as it goes.
 */
export async function load({ base, paths, seconds, connections = 50, rate }) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}
