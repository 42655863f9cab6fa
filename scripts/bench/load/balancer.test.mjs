import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { clientAddress, forwardedRequestHeaders, roundRobin, startBalancer } from './balancer.mjs';

test('round robin takes each target in turn and starts again', () => {
  const pick = roundRobin([5101, 5102]);
  assert.deepEqual([pick(), pick(), pick(), pick()], [5101, 5102, 5101, 5102]);
});

test('the edge replaces what the client wrote in X-Forwarded-For with its address', () => {
  const headers = forwardedRequestHeaders({ host: 'shop', 'x-forwarded-for': '1.2.3.4' }, '::ffff:127.1.0.7');
  assert.equal(headers['x-forwarded-for'], '127.1.0.7');
  assert.equal(headers['x-forwarded-host'], 'shop');
  assert.equal(clientAddress('127.0.0.1'), '127.0.0.1');
});

test('requests alternate between the servers behind, with the client address forwarded', async (t) => {
  const seen = [];
  const backends = await Promise.all(
    ['a', 'b'].map(
      (name) =>
        new Promise((resolve) => {
          const server = http.createServer((req, res) => {
            seen.push([name, req.headers['x-forwarded-for']]);
            res.end(name);
          });
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const balancer = await startBalancer({ port: 0, targets: backends.map((server) => server.address().port) });
  t.after(async () => {
    await balancer.close();
    for (const server of backends) server.close();
  });
  const { port } = balancer.address();
  const bodies = [];
  for (let i = 0; i < 4; i++) bodies.push(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  assert.deepEqual(bodies, ['a', 'b', 'a', 'b']);
  assert.ok(seen.every(([, forwarded]) => forwarded === '127.0.0.1'));
});
