// The run's scoped tokens: made once through the API, kept readable by this user only, made again
// when the API no longer knows them, and chosen per call (OPS_TOKEN, the scope's own, then admin).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';

const dataDir = mkdtempSync(path.join(tmpdir(), 'operator-token-'));
process.env.DATA_DIR = dataDir;
process.env.OPERATOR_TOKEN = 'admin-token-of-the-test-run-0123456789';
delete process.env.OPS_TOKEN;
const { ensureScopedToken, operatorTokenFor, readScopedToken } = await import('./operator-token.mjs');

/** The API's token calls, as far as the run scripts use them. */
let tokens = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const send = (status, data) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { success: true, data } : { success: false, message: data }));
    };
    if (req.headers.authorization !== `Bearer ${process.env.OPERATOR_TOKEN}`) return send(401, 'Operator token not recognised.');
    if (req.method === 'GET') return send(200, tokens);
    if (req.method === 'POST') {
      const { name, scope } = JSON.parse(body);
      if (tokens.some((token) => token.name === name && !token.revokedAt)) return send(409, `A token named ${name} is in use`);
      const token = { id: randomUUID(), name, scope, revokedAt: null, expiresAt: null, secret: `shop_op_${randomUUID()}` };
      tokens.push(token);
      return send(201, token);
    }
    const token = tokens.find((row) => row.id === req.url.split('/').at(-1));
    if (!token) return send(404, 'No such token');
    token.revokedAt = new Date().toISOString();
    return send(200, token);
  });
});

let apiUrl;
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  tokens = [];
});

test('makes a token once, keeps it for this user only, and hands the same one back while it is live', async () => {
  const secret = await ensureScopedToken('views', 'run-views', { apiUrl });
  assert.equal(readScopedToken('views'), secret);
  assert.equal(statSync(path.join(dataDir, 'tokens', 'views.json')).mode & 0o777, 0o600);
  assert.equal(await ensureScopedToken('views', 'run-views', { apiUrl }), secret);
  assert.equal(tokens.length, 1);
});

test('makes a new token once the stored one is revoked or unknown, revoking a live one of its name', async () => {
  const first = await ensureScopedToken('remote:catalog', 'run-remote-catalog', { apiUrl });
  tokens[0].revokedAt = new Date().toISOString();
  const second = await ensureScopedToken('remote:catalog', 'run-remote-catalog', { apiUrl });
  assert.notEqual(second, first);

  // The file names a token this API never made (another database): the live one of the name is replaced.
  tokens = [{ id: randomUUID(), name: 'run-remote-catalog', scope: 'remote:catalog', revokedAt: null, expiresAt: null }];
  const third = await ensureScopedToken('remote:catalog', 'run-remote-catalog', { apiUrl });
  assert.notEqual(third, second);
  assert.ok(tokens[0].revokedAt);
  assert.equal(readScopedToken('remote:catalog'), third);
});

test('calls with OPS_TOKEN when set, else the token of the scope, else the admin token', async () => {
  const views = await ensureScopedToken('views', 'run-views', { apiUrl });
  assert.equal(operatorTokenFor('views'), views);
  assert.equal(operatorTokenFor('remote:nowhere'), process.env.OPERATOR_TOKEN);
  process.env.OPS_TOKEN = 'shop_op_brought-by-the-caller';
  try {
    assert.equal(operatorTokenFor('views'), 'shop_op_brought-by-the-caller');
  } finally {
    delete process.env.OPS_TOKEN;
  }
});
