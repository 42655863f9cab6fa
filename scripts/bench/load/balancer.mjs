// A small round-robin balancer in front of the shell servers, standing in for the shop's edge proxy:
// each request goes to the next server in turn, with the client's own address as X-Forwarded-For
// (whatever the client wrote there itself), as a proxy at the edge would.
import http from 'node:http';

/** Picks the targets in turn, forever. */
export function roundRobin(targets) {
  if (targets.length === 0) throw new Error('a balancer needs at least one target');
  let next = 0;
  return () => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    return target;
  };
}

/** The client's address as the edge saw it, without the IPv4-in-IPv6 prefix. */
export function clientAddress(remoteAddress) {
  return String(remoteAddress ?? '').replace(/^::ffff:/, '');
}

/** The request's headers for the server behind: the edge's own X-Forwarded-* in place of the client's. */
export function forwardedRequestHeaders(headers, remoteAddress) {
  return {
    ...headers,
    'x-forwarded-for': clientAddress(remoteAddress),
    'x-forwarded-proto': 'http',
    ...(headers.host ? { 'x-forwarded-host': headers.host } : {}),
  };
}

/** Requests an edge proxy may send again after a connection error: they change nothing (nginx's default too). */
const RETRIED = new Set(['GET', 'HEAD']);

/**
 * Starts the balancer on `port` in front of `targets` (ports on 127.0.0.1). Resolves with `stats`
 * (the requests each target answered; the ones no target answered, by error), `address` and `close`.
 * A GET or HEAD whose connection failed before any answer (a kept-alive connection the server had
 * just closed) goes once more, to the next target; a write goes on a connection of its own.
 */
export function startBalancer({ port, targets }) {
  const pick = roundRobin(targets);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  // A write is never sent again, so it never rides a kept-alive connection the server may be
  // closing at that very moment: it gets a connection of its own (cheap on one machine).
  const writes = new http.Agent({ keepAlive: false });
  const served = Object.fromEntries(targets.map((target) => [target, 0]));
  const stats = { served, failed: 0, errors: {}, retried: 0 };
  const forward = (req, res, triesLeft) => {
    const target = pick();
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: req.method,
        path: req.url,
        headers: forwardedRequestHeaders(req.headers, req.socket.remoteAddress),
        agent: RETRIED.has(req.method ?? '') ? agent : writes,
      },
      (answer) => {
        served[target] += 1;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent && triesLeft > 0 && RETRIED.has(req.method ?? '')) {
        stats.retried += 1;
        forward(req, res, triesLeft - 1);
        return;
      }
      stats.failed += 1;
      stats.errors[error.code ?? error.message] = (stats.errors[error.code ?? error.message] ?? 0) + 1;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    if (RETRIED.has(req.method ?? '')) upstream.end();
    else req.pipe(upstream);
  };
  const server = http.createServer((req, res) => forward(req, res, 1));
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        stats,
        address: () => server.address(),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            agent.destroy();
            writes.destroy();
            server.close(done);
          }),
      }),
    );
  });
}
