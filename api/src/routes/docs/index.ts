import { createHash } from 'node:crypto';
import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const LIST_SCRIPT = `
fetch('/api/docs/openapi.json').then((r) => r.json()).then((d) => {
  document.getElementById('document').textContent = Object.entries(d.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => m.toUpperCase().padEnd(7) + path))
    .join('\\n');
});
`;

// The page runs its one script and reads the document from its own origin, nothing else.
const DOCS_POLICY = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(LIST_SCRIPT).digest('base64')}'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Shop API</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}pre{background:#f5f5f5;padding:1rem;overflow:auto}</style>
</head>
<body>
<h1>Shop API</h1>
<p>The OpenAPI document generated from the routes' schemas: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<pre id="document">Loading…</pre>
<script>${LIST_SCRIPT}</script>
</body>
</html>`;

/** The OpenAPI document and a page listing the calls; registered outside production only. */
const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } }, async () => ({
    ...app.swagger(),
  }));
  app.get(
    '/',
    {
      // A page for people reading in a browser: no HEAD twin, whose empty reply would break the one-envelope rule for errors.
      exposeHeadRoute: false,
      schema: { hide: true, response: { 200: fileReply('text/html', 'The page listing the calls') } },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_POLICY).send(DOCS_PAGE),
  );
};

export default docsRoutes;
