import { readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { matchesEtag } from '@shop/shared/http';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { PageRenderer } from '../server';
import { weakEtag } from '../server/weak-etag';
import { apiProxy, type Site } from './api-proxy';
import { servedOverHttps } from './forwarded';
import { webLogOptions } from './log-options';
import type { ShellSettings } from './settings';
import { filesOnlyAnswers, pathOf, siteFiles } from './site-files';

// Paths with a dot that are pages all the same: the crawler files the renderer writes.
const RENDERED_FILES = new Set(['/robots.txt', '/sitemap.xml']);

/** A page address (rendered), as opposed to a file of the build (sent as it is). */
export function isPageAddress(pathname: string): boolean {
  return !path.posix.extname(pathname) || RENDERED_FILES.has(pathname);
}

interface ShellSiteOptions {
  site: Site;
  settings: ShellSettings;
  /** The shell's build folder: index.html, its chunks, and `server/` (never served). */
  distDir: string;
  /** Renders a page; absent, the client-only index.html is served and the browser renders (SSR=off). */
  render?: PageRenderer;
  /** The client-only page's security headers. */
  clientOnlyHeaders: () => Promise<Record<string, string>>;
  /** The remotes configuration the browser starts from, as /remotes.json. */
  remotesConfig: () => Promise<unknown>;
}

/**
 * One of the shell's two sites: the shop on its origin, or the back office on its own (staff routes
 * only, `/api/admin` its only API). Pages are rendered for the request; the build's files are sent as
 * they are; `/api` goes to the API.
 */
export async function buildShellSite({ site, settings, distDir, render, clientOnlyHeaders, remotesConfig }: ShellSiteOptions) {
  const publicOrigin = site === 'backoffice' ? settings.backofficeOrigin : settings.publicOrigin;
  const clientOnlyPage = await readFile(path.join(distDir, 'index.html'));
  /** The headers of every answer of the site. */
  const siteHeaders = (headers: IncomingHttpHeaders): Record<string, string> => ({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(servedOverHttps(headers, { trustProxy: settings.trustProxy, publicOrigin })
      ? { 'strict-transport-security': 'max-age=31536000' }
      : {}),
  });
  // Only the shop keeps pages, and only for its own addresses: the back office never asks.
  const answerKept = site === 'shop' ? render?.answerKept : undefined;
  const app = Fastify({
    logger: webLogOptions(settings.logLevel),
    trustProxy: settings.trustProxy,
    return503OnClosing: false,
    // A guest's page kept in memory is sent before Fastify reads the request, as a CDN's copy would
    // be: no routing, hooks or request log for it. Everything else is Fastify's.
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        try {
          if (answerKept?.(req, res, () => siteHeaders(req.headers))) return;
        } catch (error) {
          // Outside Fastify a throw would end the process: the request goes the full way instead.
          app.log.error({ err: error }, 'a kept page could not be sent; rendering it');
          if (res.headersSent) return void res.destroy();
        }
        handler(req, res);
      });
      // The timeouts Fastify gives the server it makes, from its settled options.
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number | undefined>;
      if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout) server.requestTimeout = requestTimeout;
      if (connectionTimeout) server.setTimeout(connectionTimeout);
      return server;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(siteHeaders(request.headers));
  });

  // The renderer reads a page's cookies as parsed here; the API's calls pass through the proxy untouched.
  await app.register(fastifyCookie);
  await apiProxy(app, { site, apiPort: settings.apiPort, trustProxy: settings.trustProxy });
  const sendBuiltFile = await siteFiles(app, { root: distDir, hiddenFolders: ['/server/'], compressedCopies: true });

  app.get('/remotes.json', async (request, reply) => {
    const body = JSON.stringify(await remotesConfig());
    const etag = weakEtag(body);
    reply.header('cache-control', 'no-cache').header('etag', etag).type('application/json; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });

  /** The shell's index.html as the page: the browser renders it (SSR=off, or a render that failed before answering). */
  async function sendClientOnlyPage(reply: FastifyReply) {
    const headers = { ...(reply.getHeaders() as Record<string, string>), ...(await clientOnlyHeaders()) };
    reply.raw.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    reply.raw.end(reply.request.method === 'HEAD' ? undefined : clientOnlyPage);
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply, renderer: PageRenderer) {
    // The renderer writes the response itself (streamed, or a kept page); the headers set so far go with it.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    try {
      await renderer(request.raw, reply.raw, { site, cookies: request.cookies });
    } catch (error) {
      if (reply.raw.headersSent) {
        request.log.error({ err: error }, 'rendering failed after the page began');
        reply.raw.destroy();
        return;
      }
      request.log.error({ err: error }, 'rendering failed; serving the client-only page');
      await sendClientOnlyPage(reply);
    }
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    if (isPageAddress(pathname)) {
      if (render) return renderPage(request, reply, render);
      reply.hijack();
      return sendClientOnlyPage(reply);
    }
    return sendBuiltFile(reply, pathname);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: answer });
  filesOnlyAnswers(app);
  return app;
}
