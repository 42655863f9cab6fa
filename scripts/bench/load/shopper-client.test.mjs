import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { cookieJar, shopperClient, sourceAddress } from './shopper-client.mjs';

test('each shopper has an address of its own, never the servers’ 127.0.0.1', () => {
  const addresses = Array.from({ length: 2000 }, (_, index) => sourceAddress(index));
  assert.equal(new Set(addresses).size, 2000);
  assert.equal(addresses[0], '127.1.0.1');
  assert.ok(addresses.every((address) => /^127\.1\.\d+\.([1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/.test(address)));
});

test('the jar sends the last value of each cookie and forgets a cleared one', () => {
  const jar = cookieJar();
  assert.equal(jar.header(), undefined);
  jar.store(['accessToken=a1; Path=/; HttpOnly', 'signedIn=1; Path=/']);
  jar.store(['accessToken=a2; Path=/; HttpOnly']);
  assert.equal(jar.header(), 'accessToken=a2; signedIn=1');
  jar.store(['signedIn=; Max-Age=0; Path=/']);
  assert.equal(jar.header(), 'accessToken=a2');
});

test('a shopper calls from its own address, keeps its cookies and marks its writes', async (t) => {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ from: req.socket.remoteAddress, cookie: req.headers.cookie, csrf: req.headers['x-requested-with'] });
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'session=s1; Path=/; HttpOnly');
    res.end('{"ok":true}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = shopperClient({ port: server.address().port, index: 5 });
  t.after(() => {
    client.close();
    server.close();
  });
  const first = await client.call('GET', '/api/one');
  await client.call('POST', '/api/two', { json: {} });
  assert.equal(first.status, 200);
  assert.deepEqual(first.body, { ok: true });
  assert.deepEqual(seen, [
    { from: '127.1.0.6', cookie: undefined, csrf: undefined },
    { from: '127.1.0.6', cookie: 'session=s1', csrf: 'XMLHttpRequest' },
  ]);
});

test('a call that gets no answer has status 0', async () => {
  const client = shopperClient({ port: 1, index: 0 });
  const answer = await client.call('GET', '/');
  client.close();
  assert.equal(answer.status, 0);
});
