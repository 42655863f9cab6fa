// A small production file server: long caching for hashed files, no-cache for
// manifests and HTML (with validators, so a revisit is a 304), gzip, CORS for remotes,
// and an /api proxy for the shell.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The shell's types package (types/shop-shell-types-<version>.tgz): already gzipped, sent as is.
  '.tgz': 'application/gzip',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);
const hashedName = /\.[0-9a-f]{10}\.[a-z]+$/;

/** Cache policy: hashed chunks never change, everything else is revalidated on each visit. */
export function cacheControl(filePath) {
  return hashedName.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A file's validator from its size and modification time, as common file servers make it; weak, as gzip shares it. */
const fileEtag = (info) => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
const bodyEtag = (body) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether the browser's copy is still current: If-None-Match decides when sent, else If-Modified-Since. */
function isFresh(req, etag, modified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return modified !== undefined && !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

const NOT_ON_THE_SHOP = {
  success: false,
  errorCode: 'NOT_FOUND',
  message: 'The back office is on its own address, not the shop’s.',
};

const NOT_ON_THE_BACKOFFICE = {
  success: false,
  errorCode: 'NOT_FOUND',
  message: 'The back office answers its own calls (/api/admin) only; the shop’s are on the shop’s address.',
};

/** The shop's public pictures (slides, drawings, product photos), which the back office shows as staff edit them. */
const PUBLIC_PICTURES = ['/api/media/', '/api/uploads/banners/', '/api/uploads/products/'];

/**
 * Which API calls a site passes on: the shop's origin everything but `/api/admin`, the back office's
 * `/api/admin` alone, and the shop's public pictures to read. So the staff cookie is set by, and sent
 * to, the back office's origin only.
 */
function apiRefusal(site, pathname, method) {
  const staffCall = pathname.toLowerCase().startsWith('/api/admin/');
  const picture = (method === 'GET' || method === 'HEAD') && PUBLIC_PICTURES.some((prefix) => pathname.startsWith(prefix));
  if (site === 'backoffice') return staffCall || picture ? undefined : NOT_ON_THE_BACKOFFICE;
  return staffCall ? NOT_ON_THE_SHOP : undefined;
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * The headers the API reads who asked from: the client's address appended to what a trusted proxy in
 * front said (else in place of it: a browser could name any address), and the scheme it came over.
 */
export function forwardedHeaders(req, trustProxy) {
  const said = (name) => (trustProxy ? String(req.headers[name] ?? '').trim() : '');
  const forwardedFor = said('x-forwarded-for');
  // An IPv4 client on a dual-stack socket is written as IPv4, as the API counts it.
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  return {
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
    'x-forwarded-proto': said('x-forwarded-proto').split(',')[0].trim() || 'http',
    ...(req.headers.host ? { 'x-forwarded-host': said('x-forwarded-host') || req.headers.host } : {}),
  };
}

/** Whether the browser reached the shop over https: the public origin says so, or a trusted proxy in front does. */
export function servedOverHttps(req, { trustProxy, publicOrigin }) {
  if (publicOrigin?.startsWith('https:')) return true;
  return (
    trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

/**
 * Files a browser is never given: source maps (the code as written, comments and all) anywhere, and the
 * folders a site names (the shell's `server/`, its rendering server's Node build). A remote's `server/`
 * stays served: rendering servers fetch its server entry over HTTP.
 */
function isHidden(pathname, hiddenFolders) {
  const lower = pathname.toLowerCase();
  return lower.endsWith('.map') || hiddenFolders.some((folder) => lower.startsWith(folder));
}

function proxyToApi(req, res, apiPort, trustProxy) {
  const headers = { ...req.headers, ...forwardedHeaders(req, trustProxy) };
  const upstream = http.request({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ success: false, errorCode: 'API_UNREACHABLE', message: 'The shop server is not reachable. Please try again.' }),
    );
  });
  req.pipe(upstream);
}

// Paths with a dot that are pages all the same: the crawler files the shell's renderer writes.
const renderedFiles = new Set(['/robots.txt', '/sitemap.xml']);

/**
 * Starts a server for one built app. `spa` serves index.html for unknown
 * paths; `extraFiles` maps a path to a function producing JSON (the remotes file);
 * `mounts` maps a path prefix to another folder (a remote's releases);
 * `render(req, res)`, when given, answers every page address (the shell's rendering server),
 * and index.html stands in for it if it throws before answering. `site` is 'backoffice' for the
 * back office's own origin (its API calls only), else the shop's. `hiddenFolders` are path prefixes
 * answered 404 (source maps always are). `pageHeaders()` gives the headers of a page served as a file
 * (the client-only index.html). `trustProxy` believes the X-Forwarded-* headers of the proxy in front;
 * with it saying https, or an https `publicOrigin`, a reply says Strict-Transport-Security.
 */
export function startStaticServer({
  root,
  port,
  spa = false,
  cors = false,
  apiPort,
  extraFiles = {},
  mounts = {},
  render,
  site = 'shop',
  hiddenFolders = [],
  pageHeaders,
  trustProxy = false,
  publicOrigin,
}) {
  const gzipCache = new Map();

  const withSeparator = (folder) => (folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`);

  /** The folder a path is served from, and the path inside it. */
  function folderFor(urlPath) {
    for (const [prefix, folder] of Object.entries(mounts)) if (urlPath.startsWith(prefix)) return [folder, urlPath.slice(prefix.length)];
    return [root, urlPath];
  }

  async function resolveFile(urlPath) {
    const decoded = decodeURIComponent(urlPath);
    if (decoded.includes('\0')) return null;
    const [folder, within] = folderFor(decoded);
    const candidate = path.normalize(path.join(folder, within));
    if (!candidate.startsWith(withSeparator(folder))) return null;
    // Judged by where the path leads, so no spelling of it (`%2e%2e`, `//`) reaches a hidden file.
    const inside = `/${path.relative(folder, candidate).split(path.sep).join('/')}`;
    if (isHidden(inside, folder === root ? hiddenFolders : [])) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, info };
    } catch {}
    if (spa && !path.extname(decoded)) {
      const index = path.join(root, 'index.html');
      return { file: index, info: await stat(index) };
    }
    return null;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (servedOverHttps(req, { trustProxy, publicOrigin })) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
      if (apiPort && url.pathname.toLowerCase().startsWith('/api/')) {
        const refusal = apiRefusal(site, url.pathname, req.method);
        return refusal ? sendJson(res, 404, refusal) : proxyToApi(req, res, apiPort, trustProxy);
      }
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
      }
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();

      const extra = extraFiles[url.pathname];
      if (extra) {
        const body = JSON.stringify(await extra());
        const headers = { 'content-type': types['.json'], 'cache-control': 'no-cache', etag: bodyEtag(body) };
        if (isFresh(req, headers.etag)) return void res.writeHead(304, headers).end();
        res.writeHead(200, headers);
        return void res.end(req.method === 'HEAD' ? undefined : body);
      }
      if (render && (!path.extname(url.pathname) || renderedFiles.has(url.pathname))) {
        try {
          return void (await render(req, res));
        } catch (error) {
          if (res.headersSent) throw error;
          console.error('[static] rendering failed; serving the client-only page', error);
        }
      }
      const found = await resolveFile(url.pathname === '/' ? '/index.html' : url.pathname);
      if (!found) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');

      const ext = path.extname(found.file);
      const headers = {
        ...(ext === '.html' && pageHeaders ? await pageHeaders() : {}),
        'content-type': types[ext] ?? 'application/octet-stream',
        'cache-control': cacheControl(found.file),
        vary: 'Accept-Encoding',
        etag: fileEtag(found.info),
        'last-modified': found.info.mtime.toUTCString(),
      };
      if (isFresh(req, headers.etag, found.info.mtime)) return void res.writeHead(304, headers).end();
      const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (wantsGzip && compressible.has(ext)) {
        const key = `${found.file}:${found.info.mtimeMs}`;
        let body = gzipCache.get(key);
        if (!body) {
          body = gzipSync(await readFile(found.file), { level: 9 });
          gzipCache.set(key, body);
        }
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
        return void res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { ...headers, 'content-length': found.info.size });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(found.file).pipe(res);
    } catch (error) {
      if (error instanceof URIError) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
      console.error('[static]', error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
