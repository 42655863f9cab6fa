import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { startHealthProbe } from './health-probe.mjs';

test('the probe times each API and keeps the busiest the database was', async (t) => {
  const server = http.createServer((_req, res) => res.end('{}'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const samples = [
    { active: 2, waiting: 0, inTransaction: 1 },
    { active: 1, waiting: 3, inTransaction: 0 },
  ];
  let next = 0;
  const probe = startHealthProbe([{ name: 'api', origin: `http://127.0.0.1:${server.address().port}` }], {
    intervalMs: 5,
    activity: async () => samples[next++ % samples.length],
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { apis, database } = await probe.stop();
  assert.equal(apis[0].name, 'api');
  assert.equal(apis[0].failed, 0);
  assert.ok(apis[0].p50 > 0 && apis[0].p99 >= apis[0].p50);
  assert.deepEqual(database, { active: 2, waiting: 3, inTransaction: 1 });
});
