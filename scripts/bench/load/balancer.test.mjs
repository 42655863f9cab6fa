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

test('a GET whose server dropped the connection goes to the next server; a POST does not', async (t) => {
  const answering = http.createServer((_req, res) => res.end('ok'));
  const dropping = http.createServer((req) => req.socket.destroy());
  await Promise.all([answering, dropping].map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const balancer = await startBalancer({ port: 0, targets: [dropping.address().port, answering.address().port] });
  t.after(async () => {
    await balancer.close();
    answering.close();
    dropping.close();
  });
  const origin = `http://127.0.0.1:${balancer.address().port}`;
  const get = await fetch(`${origin}/`);
  assert.equal(get.status, 200);
  assert.equal(balancer.stats.retried, 1);
  const post = await fetch(`${origin}/`, { method: 'POST', body: 'x' });
  assert.equal(post.status, 502);
  assert.equal(balancer.stats.failed, 1);
});
