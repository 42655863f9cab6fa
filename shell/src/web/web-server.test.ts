// @vitest-environment node
// The shell's web server as browsers and the API see it: caching, compression, safety and the API proxy.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageRenderer, PageRequest } from '../server';
import { weakEtag } from '../server/weak-etag';
import { buildFileSite } from './file-site';
import { readShellSettings, type ShellSettings } from './settings';
import { buildShellSite } from './shell-site';

const root = mkdtempSync(path.join(os.tmpdir(), 'shell-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
writeFileSync(path.join(root, 'main.0123456789.js'), script);
// The build's compressed copies, as build/precompress.mjs writes them.
writeFileSync(path.join(root, 'main.0123456789.js.br'), brotliCompressSync(script));
writeFileSync(path.join(root, 'main.0123456789.js.gz'), gzipSync(script));
writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"catalog"}');
writeFileSync(path.join(root, 'remoteEntry.js'), 'var catalog = {};');
writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"sources":["src/index.ts"]}');
mkdirSync(path.join(root, 'server'));
writeFileSync(path.join(root, 'server', 'server.cjs'), 'module.exports = {};');
writeFileSync(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = {};');
mkdirSync(path.join(root, 'types'));
const tarball = gzipSync(Buffer.from('package/package.json'));
writeFileSync(path.join(root, 'types', 'shop-shell-types-1.1.0.tgz'), tarball);
writeFileSync(`${root}-secret.txt`, 'outside the root');

const PAGE_POLICY = { 'content-security-policy': "script-src 'self'; object-src 'none'" };
let remotes: unknown = { remotes: {} };
const apiCalls: string[] = [];
let api: http.Server;
const started: FastifyInstance[] = [];

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const base = (site: FastifyInstance) => `http://127.0.0.1:${portOf(site.server)}`;

function settingsWith(overrides: Partial<ShellSettings>): ShellSettings {
  return { ...readShellSettings({ API_PORT: String(portOf(api)), LOG_LEVEL: 'silent' }), ...overrides };
}

/** A shell site listening on a free port: the shop unless told otherwise, with no renderer (SSR=off) unless given one. */
async function shellSite(
  options: { site?: 'shop' | 'backoffice'; render?: PageRenderer; settings?: Partial<ShellSettings>; distDir?: string } = {},
) {
  const site = await buildShellSite({
    site: options.site ?? 'shop',
    settings: settingsWith(options.settings ?? {}),
    distDir: options.distDir ?? root,
    render: options.render,
    clientOnlyHeaders: async () => PAGE_POLICY,
    remotesConfig: async () => remotes,
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  started.push(site);
  return site;
}

async function fileSite(folder = root) {
  const site = await buildFileSite({ root: folder, logLevel: 'silent' });
  await site.listen({ port: 0, host: '127.0.0.1' });
  started.push(site);
  return site;
}

/**
 * A browser cache's revalidation. Fetch marks a request it is given validators for as a reload
 * (`Cache-Control: no-cache`), which a file server rightly answers in full; a browser's own cache does not.
 */
const revalidating = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

let shop: FastifyInstance;
let remote: FastifyInstance;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    apiCalls.push(req.url ?? '');
    const forwarded = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name.startsWith('x-forwarded-')));
    const body = req.url?.startsWith('/api/echo-forwarded') ? { path: req.url, forwarded } : { path: req.url };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  shop = await shellSite();
  remote = await fileSite();
});

afterAll(async () => {
  await Promise.all(started.map((site) => site.close()));
  api.closeAllConnections();
  api.close();
});

describe('files', () => {
  it('caches hashed chunks for a year and revalidates manifests and pages', async () => {
    expect((await fetch(`${base(remote)}/main.0123456789.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base(remote)}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base(shop)}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the build’s brotli or gzip copy to a browser that takes it, with the file’s own type and caching', async () => {
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${base(shop)}/main.0123456789.js`, { headers: { 'accept-encoding': accepts } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes what it was sent: the script arrives whole.
      expect(await response.text()).toBe(script);
    }
  });

  it('compresses a remote’s text files as they are sent, since its build has no copies', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base(remote)}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(script);
  });

  it('sends the types package as the gzip file it is, revalidated like every unhashed file', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base(shop)}/types/shop-shell-types-1.1.0.tgz`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/gzip/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Buffer.concat(chunks)).toEqual(tarball);
  });

  it('answers cross-origin requests for a remote’s files; the shop does not advertise CORS', async () => {
    expect((await fetch(`${base(remote)}/mf-manifest.json`)).headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base(remote)}/mf-manifest.json`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(`${base(shop)}/main.0123456789.js`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a release folder as its own root, and nothing beside it', async () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'shell-releases-'));
    mkdirSync(path.join(releases, 'catalog', '1.0.0-abc'), { recursive: true });
    writeFileSync(path.join(releases, 'catalog', '1.0.0-abc', 'mf-manifest.json'), '{"release":"1.0.0-abc"}');
    const cdn = await fileSite(releases);
    expect(await (await fetch(`${base(cdn)}/catalog/1.0.0-abc/mf-manifest.json`)).json()).toEqual({ release: '1.0.0-abc' });
    for (const attempt of ['/catalog/%2e%2e/%2e%2e/x', `/..%2f${path.basename(releases)}/x`]) {
      const response = await fetch(`${base(cdn)}${attempt}`);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
    }
  });

  it('lets no path leave the build folder, and answers a malformed address 400 and a write 405, never a crash', async () => {
    for (const attempt of ['/../shell-web-secret.txt', '/%2e%2e/%2e%2e/etc/passwd.txt', `/..%2f${path.basename(root)}-secret.txt`]) {
      const response = await fetch(`${base(remote)}${attempt}`);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(response.status, attempt).toBeLessThan(500);
      expect(await response.text()).not.toContain('outside the root');
    }
    expect((await fetch(`${base(remote)}/%E0%A4%A.js`)).status).toBe(400);
    expect((await fetch(`${base(shop)}/%E0%A4%A.js`)).status).toBe(400);
    expect((await fetch(`${base(remote)}/main.0123456789.js`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base(remote)}/missing.0123456789.js`)).status).toBe(404);
  });

  it('gives no browser a source map or the shell’s server build; a remote’s server entry goes to rendering servers', async () => {
    for (const site of [shop, remote]) {
      for (const file of ['/main.0123456789.js.map', '/MAIN.0123456789.JS.MAP', '/assets/../main.0123456789.js.map']) {
        expect((await fetch(`${base(site)}${file}`)).status, file).toBeGreaterThanOrEqual(400);
      }
    }
    for (const file of [
      '/server/server.cjs',
      '/server/remoteEntry.js',
      '/assets/..%2fserver/server.cjs',
      '//server/server.cjs',
      '/SERVER/server.cjs',
    ]) {
      const response = await fetch(`${base(shop)}${file}`);
      expect(response.status, file).toBeGreaterThanOrEqual(400);
      expect(await response.text(), file).not.toContain('module.exports');
    }
    const entry = await fetch(`${base(remote)}/server/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('module.exports = {};');
  });

  it('gives unchanged files and remotes lists a 304 without the body, and a changed one again', async () => {
    for (const url of [`${base(remote)}/mf-manifest.json`, `${base(remote)}/remoteEntry.js`, `${base(shop)}/remotes.json`]) {
      const first = await fetch(url);
      expect(first.headers.get('cache-control'), url).toBe('no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await fetch(url, { headers: revalidating(etag) });
      expect(again.status, url).toBe(304);
      expect(await again.text(), url).toBe('');
      expect((await fetch(url, { headers: { 'if-none-match': 'W/"old"' } })).status, url).toBe(200);
    }
    const manifest = `${base(remote)}/mf-manifest.json`;
    const etag = (await fetch(manifest)).headers.get('etag') ?? '';
    writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"catalog","version":2}');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'mf-manifest.json'), later, later);
    const changed = await fetch(manifest, { headers: revalidating(etag) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ name: 'catalog', version: 2 });

    const listUrl = `${base(shop)}/remotes.json`;
    const listEtag = (await fetch(listUrl)).headers.get('etag') ?? '';
    remotes = { remotes: { catalog: 'http://cdn.example/mf-manifest.json' } };
    const newList = await fetch(listUrl, { headers: revalidating(listEtag) });
    expect(newList.status).toBe(200);
    expect(await newList.json()).toEqual(remotes);
  });

  it('keeps a hashed file once asked for: sent in each form with a tag of its bytes, even after the disk loses it', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shell-kept-'));
    const chunk = `console.log(${JSON.stringify('y'.repeat(3000))});`;
    const name = 'chunk.abcdef0123.js';
    writeFileSync(path.join(folder, name), chunk);
    writeFileSync(path.join(folder, `${name}.br`), brotliCompressSync(chunk));
    writeFileSync(path.join(folder, `${name}.gz`), gzipSync(chunk));
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html>');
    const sites = [await shellSite({ distDir: folder }), await fileSite(folder)];
    // The first request is sent from disk and has the file read; the tag of its bytes says it is kept.
    const tag = weakEtag(Buffer.from(chunk));
    for (const site of sites) {
      await vi.waitFor(async () => expect((await fetch(`${base(site)}/${name}`)).headers.get('etag')).toBe(tag), { timeout: 5000 });
    }
    rmSync(path.join(folder, name));
    rmSync(path.join(folder, `${name}.br`));
    rmSync(path.join(folder, `${name}.gz`));
    for (const site of sites) {
      const url = `${base(site)}/${name}`;
      for (const [accepts, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await new Promise<http.IncomingMessage>((resolve) =>
          http.get(url, { headers: { 'accept-encoding': accepts } }, resolve),
        );
        const chunks: Buffer[] = [];
        for await (const part of response) chunks.push(part as Buffer);
        const body = Buffer.concat(chunks);
        expect(response.statusCode, accepts).toBe(200);
        expect(response.headers['content-encoding'] ?? null, accepts).toBe(encoding);
        expect(response.headers['content-type'], accepts).toBe('application/javascript; charset=utf-8');
        expect(response.headers['cache-control'], accepts).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary, accepts).toMatch(/accept-encoding/i);
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        expect(decoded.toString(), accepts).toBe(chunk);
      }
      const revalidated = await fetch(url, { headers: revalidating(tag) });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect((await fetch(url, { headers: { 'if-none-match': tag, 'cache-control': 'no-cache' } })).status).toBe(200);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect((await fetch(`${base(site)}/other.abcdef0123.js`)).status).toBe(404);
    }
  });
});

describe('pages', () => {
  it('serves the client-only page for any address with its security headers when the shop is not rendered', async () => {
    const page = await fetch(`${base(shop)}/product/42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>Shop<\/title>/);
    expect(page.headers.get('content-security-policy')).toBe(PAGE_POLICY['content-security-policy']);
    const file = await fetch(`${base(shop)}/main.0123456789.js`);
    expect(file.headers.get('content-security-policy')).toBeNull();
    for (const response of [page, file]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    // Without a trusted proxy, a request cannot claim https for itself.
    const claimed = await fetch(`${base(shop)}/main.0123456789.js`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('hands page addresses and the crawler files to the renderer, with the headers set so far and the cookies read, and files to the folder', async () => {
    const rendered: string[] = [];
    const cookiesSeen: PageRequest['cookies'][] = [];
    const render = Object.assign(
      async (req: http.IncomingMessage, res: http.ServerResponse, { site, cookies }: PageRequest) => {
        rendered.push(`${site} ${req.url}`);
        cookiesSeen.push(cookies);
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Rendered</title>');
      },
      { clientOnlyHeaders: async () => PAGE_POLICY },
    );
    const rendering = await shellSite({ render });
    for (const address of ['/', '/shop?c=1', '/robots.txt', '/sitemap.xml']) {
      const response = await fetch(`${base(rendering)}${address}`, { headers: { cookie: 'mf-bucket=7; theme=dark%20blue' } });
      expect(await response.text(), address).toBe('<title>Rendered</title>');
      expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
    }
    expect(await (await fetch(`${base(rendering)}/main.0123456789.js`)).text()).toBe(script);
    expect(rendered).toEqual(['shop /', 'shop /shop?c=1', 'shop /robots.txt', 'shop /sitemap.xml']);
    expect(cookiesSeen[1]).toEqual({ 'mf-bucket': '7', theme: 'dark blue' });
    await fetch(`${base(rendering)}/`);
    expect(cookiesSeen.at(-1)).toEqual({});
  });

  it('lets the renderer answer a kept page before Fastify reads the request, with the site’s headers; the back office never asks', async () => {
    const asked: string[] = [];
    const render: PageRenderer = Object.assign(
      async (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Rendered</title>');
      },
      {
        clientOnlyHeaders: async () => PAGE_POLICY,
        answerKept(req: http.IncomingMessage, res: http.ServerResponse, siteHeaders: () => Record<string, string>) {
          asked.push(req.url ?? '');
          if (req.url !== '/kept') return false;
          res.writeHead(200, { ...siteHeaders(), 'content-type': 'text/html' }).end('<title>Kept</title>');
          return true;
        },
      },
    );
    const https = await shellSite({ render, settings: { publicOrigin: 'https://shop.example.in' } });
    const kept = await fetch(`${base(https)}/kept`);
    expect(await kept.text()).toBe('<title>Kept</title>');
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
    expect(kept.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(await (await fetch(`${base(https)}/shop`)).text()).toBe('<title>Rendered</title>');
    const backoffice = await shellSite({ site: 'backoffice', render });
    expect(await (await fetch(`${base(backoffice)}/kept`)).text()).toBe('<title>Rendered</title>');
    expect(asked).toEqual(['/kept', '/shop']);
  });

  it('renders the page when sending a kept one throws, and stays up', async () => {
    const render: PageRenderer = Object.assign(
      async (_req: http.IncomingMessage, res: http.ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Rendered</title>');
      },
      {
        clientOnlyHeaders: async () => PAGE_POLICY,
        answerKept(): boolean {
          throw new Error('the kept page broke');
        },
      },
    );
    const shaky = await shellSite({ render });
    for (let n = 0; n < 2; n += 1) expect(await (await fetch(`${base(shaky)}/shop`)).text()).toBe('<title>Rendered</title>');
  });

  it('serves the client-only page when the renderer fails before answering', async () => {
    const render = Object.assign(
      async () => {
        throw new Error('the renderer broke');
      },
      { clientOnlyHeaders: async () => PAGE_POLICY },
    );
    const failing = await shellSite({ render });
    const page = await fetch(`${base(failing)}/shop`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<title>Shop<\/title>/);
    expect(page.headers.get('content-security-policy')).toBe(PAGE_POLICY['content-security-policy']);
  });

  it('says HSTS when the shop is https: its public origin says so, or the trusted proxy in front does', async () => {
    const proxied = await shellSite({ settings: { trustProxy: true } });
    const https = await shellSite({ settings: { publicOrigin: 'https://shop.example.in' } });
    const overHttps = await fetch(`${base(proxied)}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect((await fetch(`${base(proxied)}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${base(https)}/main.0123456789.js`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('the /api proxy', () => {
  it('passes the shop’s calls to the API, never the back office’s, and answers 502 JSON when the API is down', async () => {
    expect(await (await fetch(`${base(shop)}/api/v1/category?x=1`)).json()).toEqual({ path: '/api/v1/category?x=1' });
    apiCalls.length = 0;
    // The back office's calls never pass through the shop's address, in any spelling.
    for (const call of ['/api/admin/v1/auth/login', '/api/admin', '/API/Admin/v1/me']) {
      const refused = await fetch(`${base(shop)}${call}`, { method: 'POST' });
      expect(refused.status, call).toBeGreaterThanOrEqual(400);
    }
    expect(apiCalls).toEqual([]);
    const refused = await fetch(`${base(shop)}/api/admin/v1/auth/login`, { method: 'POST' });
    expect((await refused.json()).errorCode).toBe('NOT_FOUND');

    const lonely = await shellSite({ settings: { apiPort: 1 } });
    const answer = await fetch(`${base(lonely)}/api/health`);
    expect(answer.status).toBe(502);
    expect((await answer.json()).errorCode).toBe('API_UNREACHABLE');
  });

  it('streams a body through, as the API received it', async () => {
    const echoed = await fetch(`${base(shop)}/api/v1/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(echoed.status).toBe(200);
    expect(await echoed.json()).toEqual({ path: '/api/v1/cart' });
  });

  it('passes on the back office’s own calls and reads of the shop’s pictures alone, and renders its pages as the back office', async () => {
    const rendered: string[] = [];
    const render = Object.assign(
      async (req: http.IncomingMessage, res: http.ServerResponse, { site }: PageRequest) => {
        rendered.push(`${site} ${req.url}`);
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Back office</title>');
      },
      { clientOnlyHeaders: async () => PAGE_POLICY },
    );
    const backoffice = await shellSite({ site: 'backoffice', render });
    expect(await (await fetch(`${base(backoffice)}/api/admin/v1/me`)).json()).toEqual({ path: '/api/admin/v1/me' });
    for (const call of ['/api/v1/profile', '/api/auth/refreshtoken']) {
      const refused = await fetch(`${base(backoffice)}${call}`);
      expect(refused.status, call).toBe(404);
      expect((await refused.json()).errorCode, call).toBe('NOT_FOUND');
    }
    // The slides and product photos staff edit are shown there as the shop shows them; nothing else of the shop is read or written.
    for (const picture of [
      '/api/media/banners/kitchen-shine.svg',
      '/api/uploads/banners/0123456789abcdef0123456789abcdef.webp',
      '/api/uploads/products/0123456789abcdef0123456789abcdef-640.webp',
    ])
      expect(await (await fetch(`${base(backoffice)}${picture}`)).json()).toEqual({ path: picture });
    expect((await fetch(`${base(backoffice)}/api/uploads/banners/x.webp`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base(backoffice)}/api/uploads/avatars/0123456789abcdef0123456789abcdef.png`)).status).toBe(404);
    expect((await fetch(`${base(backoffice)}/orders/abc`)).status).toBe(200);
    expect(rendered).toEqual(['backoffice /orders/abc']);
  });

  it('tells the API who asked and how: a browser’s own X-Forwarded-* is replaced unless a proxy in front is trusted', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    const direct = await (await fetch(`${base(shop)}/api/echo-forwarded`, { headers: forged })).json();
    expect(direct.forwarded['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct.forwarded['x-forwarded-proto']).toBe('http');
    expect(direct.forwarded['x-forwarded-host']).toBe(new URL(base(shop)).host);

    const behindProxy = await shellSite({ settings: { trustProxy: true } });
    const trusted = await (await fetch(`${base(behindProxy)}/api/echo-forwarded`, { headers: forged })).json();
    expect(trusted.forwarded['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(trusted.forwarded['x-forwarded-proto']).toBe('https');
  });
});
