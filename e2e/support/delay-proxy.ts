import http from 'node:http';

/** A proxy that answers every request after `delayMs`, as a remote on a slow network would. */
export function startDelayProxy(port: number, targetPort: number, delayMs: number): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        { host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    }, delayMs);
  });
  return new Promise((resolve) => {
    server.listen(port, () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    );
  });
}
