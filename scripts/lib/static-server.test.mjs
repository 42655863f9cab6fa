// The file server behind `npm start`: caching, compression, safety and the API proxy.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startStaticServer } from './static-server.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
writeFileSync(path.join(root, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"catalog"}');
writeFileSync(path.join(root, 'remoteEntry.js'), 'var catalog = {};');
writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"sources":["src/index.ts"]}');
mkdirSync(path.join(root, 'server'));
writeFileSync(path.join(root, 'server', 'server.cjs'), 'module.exports = {};');
writeFileSync(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = {};');
mkdirSync(path.join(root, 'types'));
const tarball = gzipSync(Buffer.from('package/package.json'));
writeFileSync(path.join(root, 'types', 'shop-shell-types-1.1.0.tgz'), tarball);
writeFileSync(path.join(`${root}-secret.txt`), 'outside the root');
const releases = mkdtempSync(path.join(os.tmpdir(), 'static-releases-'));
mkdirSync(path.join(releases, '1.0.0-abc'));
writeFileSync(path.join(releases, '1.0.0-abc', 'mf-manifest.json'), '{"name":"catalog","release":"1.0.0-abc"}');

let shell;
let remote;
let api;
let remotes = { remotes: {} };
const PAGE_POLICY = { 'Content-Security-Policy': "script-src 'self'; object-src 'none'" };
const base = (server) => `http://127.0.0.1:${server.address().port}`;

before(async () => {
  api = http.createServer((req, res) => {
    const forwarded = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name.startsWith('x-forwarded-')));
    const body = req.url.startsWith('/api/echo-forwarded') ? { path: req.url, forwarded } : { path: req.url };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  shell = await startStaticServer({
    root,
    port: 0,
    spa: true,
    apiPort: api.address().port,
    extraFiles: { '/remotes.json': async () => remotes },
    hiddenFolders: ['/server/'],
    pageHeaders: async () => PAGE_POLICY,
  });
  remote = await startStaticServer({ root, port: 0, cors: true, mounts: { '/releases/': releases } });
});
after(() => {
  for (const server of [shell, remote, api]) {
    server.closeAllConnections();
    server.close();
  }
});

test('hashed chunks are cached for a year, manifests and pages are revalidated', async () => {
  assert.equal((await fetch(`${base(remote)}/main.0123456789.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${base(remote)}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${base(shell)}/`)).headers.get('cache-control'), 'no-cache');
});

test('a remote serves its released builds from their own folder, and nothing beside it', async () => {
  assert.equal(
    await (await fetch(`${base(remote)}/releases/1.0.0-abc/mf-manifest.json`)).text(),
    '{"name":"catalog","release":"1.0.0-abc"}',
  );
  assert.equal(await (await fetch(`${base(remote)}/mf-manifest.json`)).text(), '{"name":"catalog"}');
  for (const attempt of ['/releases/%2e%2e/static-server-x', `/releases/..%2f${path.basename(releases)}/x`]) {
    assert.equal((await fetch(`${base(remote)}${attempt}`)).status, 404, attempt);
  }
});

test('a remote answers cross-origin requests; the shell does not advertise CORS', async () => {
  assert.equal((await fetch(`${base(remote)}/mf-manifest.json`)).headers.get('access-control-allow-origin'), '*');
  assert.equal((await fetch(`${base(shell)}/main.0123456789.js`)).headers.get('access-control-allow-origin'), null);
});

test('text files are sent gzipped to a browser that accepts it', async () => {
  const body = await new Promise((resolve) => {
    http.get(`${base(remote)}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      assert.equal(res.headers['content-encoding'], 'gzip');
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
  assert.ok(body.length < 200, `compressed to ${body.length} bytes`);
  assert.match(gunzipSync(body).toString(), /^console\.log/);
});

test('the types package is a gzip file sent as it is, revalidated like every unhashed file', async () => {
  const body = await new Promise((resolve) => {
    http.get(`${base(shell)}/types/shop-shell-types-1.1.0.tgz`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/gzip');
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.headers['cache-control'], 'no-cache');
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
  assert.deepEqual(body, tarball);
});

test('the shell serves its page for any route, the remotes file fresh, and 404 for a missing file', async () => {
  const page = await fetch(`${base(shell)}/product/42`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<title>Shop<\/title>/);
  const remotes = await fetch(`${base(shell)}/remotes.json`);
  assert.deepEqual(await remotes.json(), { remotes: {} });
  assert.equal(remotes.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${base(shell)}/missing.0123456789.js`)).status, 404);
  assert.equal((await fetch(`${base(remote)}/about`)).status, 404);
});

test('no path leaves the build folder, and a malformed address is a 400, not a crash', async () => {
  for (const attempt of ['/../static-server-secret.txt', '/%2e%2e/%2e%2e/etc/passwd', `/..%2f${path.basename(root)}-secret.txt`]) {
    const response = await fetch(`${base(remote)}${attempt}`);
    assert.equal(response.status, 404, attempt);
  }
  assert.equal((await fetch(`${base(remote)}/%E0%A4%A.js`)).status, 400);
  assert.equal((await fetch(`${base(remote)}/main.0123456789.js`, { method: 'DELETE' })).status, 405);
});

test('the shell passes /api calls to the API except the back office’s, and answers 502 JSON when the API is down', async () => {
  assert.deepEqual(await (await fetch(`${base(shell)}/api/v1/category?x=1`)).json(), { path: '/api/v1/category?x=1' });
  // The back office's calls never pass through the shop's address, in any spelling.
  for (const call of ['/api/admin/v1/auth/login', '/API/Admin/v1/me']) {
    const refused = await fetch(`${base(shell)}${call}`, { method: 'POST' });
    assert.equal(refused.status, 404, call);
    assert.equal((await refused.json()).errorCode, 'NOT_FOUND');
  }
  const lonely = await startStaticServer({ root, port: 0, spa: true, apiPort: 1 });
  const answer = await fetch(`${base(lonely)}/api/health`);
  assert.equal(answer.status, 502);
  assert.equal((await answer.json()).errorCode, 'API_UNREACHABLE');
  lonely.close();
});

test('the back office’s address passes on its own calls and reads of the shop’s pictures alone, and renders its pages as the back office', async () => {
  const rendered = [];
  const backoffice = await startStaticServer({
    root,
    port: 0,
    spa: true,
    apiPort: api.address().port,
    site: 'backoffice',
    render: async (req, res) => {
      rendered.push(req.url);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Back office</title>');
    },
  });
  try {
    assert.deepEqual(await (await fetch(`${base(backoffice)}/api/admin/v1/me`)).json(), { path: '/api/admin/v1/me' });
    for (const call of ['/api/v1/profile', '/api/auth/refreshtoken', '/API/v1/cart']) {
      const refused = await fetch(`${base(backoffice)}${call}`);
      assert.equal(refused.status, 404, call);
      assert.equal((await refused.json()).errorCode, 'NOT_FOUND', call);
    }
    // The slides and product photos staff edit are shown there as the shop shows them; nothing else of the shop is read or written.
    for (const picture of [
      '/api/media/banners/kitchen-shine.svg',
      '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp',
      '/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp',
    ])
      assert.deepEqual(await (await fetch(`${base(backoffice)}${picture}`)).json(), { path: picture });
    assert.equal((await fetch(`${base(backoffice)}/api/uploads/banners/x.webp`, { method: 'POST' })).status, 404);
    assert.equal((await fetch(`${base(backoffice)}/api/uploads/avatars/0123456789abcdef0123456789abcdef.png`)).status, 404);
    assert.equal((await fetch(`${base(backoffice)}/orders/abc`)).status, 200);
    assert.deepEqual(rendered, ['/orders/abc']);
  } finally {
    backoffice.close();
  }
});

test('the files sent with no-cache carry validators, so a browser revisiting gets a 304 without the body', async () => {
  for (const url of [
    `${base(shell)}/`,
    `${base(remote)}/mf-manifest.json`,
    `${base(remote)}/remoteEntry.js`,
    `${base(shell)}/remotes.json`,
  ]) {
    const first = await fetch(url);
    assert.equal(first.headers.get('cache-control'), 'no-cache', url);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^W\/".+"$/, url);
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304, url);
    assert.equal(await again.text(), '', url);
    assert.equal(again.headers.get('etag'), etag, url);
    assert.equal((await fetch(url, { headers: { 'if-none-match': 'W/"old"' } })).status, 200, url);
  }
  const page = await fetch(`${base(shell)}/`);
  const since = await fetch(`${base(shell)}/`, { headers: { 'if-modified-since': page.headers.get('last-modified') } });
  assert.equal(since.status, 304);
});

test('a changed file or remotes list no longer matches the validator the browser holds', async () => {
  const manifest = `${base(remote)}/mf-manifest.json`;
  const etag = (await fetch(manifest)).headers.get('etag');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"catalog","version":2}');
  const later = new Date(Date.now() + 5000);
  utimesSync(path.join(root, 'mf-manifest.json'), later, later);
  const changed = await fetch(manifest, { headers: { 'if-none-match': etag } });
  assert.equal(changed.status, 200);
  assert.deepEqual(await changed.json(), { name: 'catalog', version: 2 });

  const listUrl = `${base(shell)}/remotes.json`;
  const listEtag = (await fetch(listUrl)).headers.get('etag');
  remotes = { remotes: { catalog: 'http://cdn.example/mf-manifest.json' } };
  const newList = await fetch(listUrl, { headers: { 'if-none-match': listEtag } });
  assert.equal(newList.status, 200);
  assert.deepEqual(await newList.json(), remotes);
});

test('no source map and none of the shell’s server build reaches a browser; a remote’s server entry does, for rendering servers', async () => {
  for (const server of [shell, remote]) {
    for (const file of ['/main.0123456789.js.map', '/MAIN.0123456789.JS.MAP', '/assets/../main.0123456789.js.map']) {
      assert.equal((await fetch(`${base(server)}${file}`)).status, 404, file);
    }
  }
  for (const file of ['/server/server.cjs', '/server/remoteEntry.js', '/assets/..%2fserver/server.cjs', '//server/server.cjs']) {
    assert.equal((await fetch(`${base(shell)}${file}`)).status, 404, file);
  }
  const entry = await fetch(`${base(remote)}/server/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.equal(await entry.text(), 'module.exports = {};');
});

test('the client-only page carries the page’s headers; every file says nosniff and its referrer policy, and no HSTS over plain http', async () => {
  const page = await fetch(`${base(shell)}/product/42`);
  assert.equal(page.headers.get('content-security-policy'), PAGE_POLICY['Content-Security-Policy']);
  const file = await fetch(`${base(shell)}/main.0123456789.js`);
  assert.equal(file.headers.get('content-security-policy'), null);
  for (const response of [page, file]) {
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('strict-transport-security'), null);
  }
  // Without a trusted proxy, a request cannot claim https for itself.
  const claimed = await fetch(`${base(shell)}/main.0123456789.js`, { headers: { 'x-forwarded-proto': 'https' } });
  assert.equal(claimed.headers.get('strict-transport-security'), null);
});

test('HSTS when the shop is https: its public origin says so, or the trusted proxy in front does', async () => {
  const proxied = await startStaticServer({ root, port: 0, spa: true, trustProxy: true });
  const https = await startStaticServer({ root, port: 0, spa: true, publicOrigin: 'https://shop.example.in' });
  try {
    const overHttps = await fetch(`${base(proxied)}/`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overHttps.headers.get('strict-transport-security'), 'max-age=31536000');
    assert.equal((await fetch(`${base(proxied)}/`)).headers.get('strict-transport-security'), null);
    assert.equal((await fetch(`${base(https)}/main.0123456789.js`)).headers.get('strict-transport-security'), 'max-age=31536000');
  } finally {
    for (const server of [proxied, https]) server.close();
  }
});

test('the /api proxy tells the API who asked and how: a browser’s own X-Forwarded-* is replaced unless a proxy in front is trusted', async () => {
  const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
  const direct = await (await fetch(`${base(shell)}/api/echo-forwarded`, { headers: forged })).json();
  assert.equal(direct.forwarded['x-forwarded-for'], '127.0.0.1');
  assert.equal(direct.forwarded['x-forwarded-proto'], 'http');
  assert.equal(direct.forwarded['x-forwarded-host'], new URL(base(shell)).host);

  const behindProxy = await startStaticServer({ root, port: 0, spa: true, apiPort: api.address().port, trustProxy: true });
  try {
    const trusted = await (await fetch(`${base(behindProxy)}/api/echo-forwarded`, { headers: forged })).json();
    assert.equal(trusted.forwarded['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
    assert.equal(trusted.forwarded['x-forwarded-proto'], 'https');
  } finally {
    behindProxy.close();
  }
});
