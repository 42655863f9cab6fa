import { PassThrough } from 'node:stream';
import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Change } from '../../catalogue/change-log';
import { AppError } from '../../http/app-error';

/** Readers at once (the shop's rendering servers: a few); more are turned away rather than held open. */
export const MAX_CHANGE_READERS = 32;
// A comment line this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE_MS = 20_000;

const eventOf = (change: Change) => `id: ${change.id}\ndata: ${change.tag}\n\n`;

/**
 * `GET /api/v1/catalogue/changes`: what a public page shows that changed, as server-sent events —
 * `catalogue` (products, categories, stock, ratings), `banners` (the slides) or `*` (anything may
 * have: first connection, another process, too much missed). The rendering servers drop the pages
 * they keep by it. Public, as the pages are; each stream ends after a while and its reader connects
 * again with `Last-Event-ID`, getting what it missed.
 */
// The stream itself: `id:` and `data:` lines, one event per change.
const changeStreamReply = fileReply('text/event-stream', 'One event per change: `id: <epoch>:<n>` and `data: catalogue | banners | *`');

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/catalogue/changes', { schema: { response: { 200: changeStreamReply } } }, async (request, reply) => {
    const changes = app.catalogueChanges;
    if (changes.readers >= MAX_CHANGE_READERS) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Too many readers of catalogue changes. Please try again.');
    }
    const lastId = request.headers['last-event-id'];
    const stream = new PassThrough();
    stream.write('retry: 1000\n\n');
    for (const change of changes.since(typeof lastId === 'string' ? lastId : undefined)) stream.write(eventOf(change));
    const unsubscribe = changes.subscribe(
      (change) => stream.write(eventOf(change)),
      () => end(),
    );
    const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      unsubscribe();
      stream.end();
    };
    const lifetime = setTimeout(end, app.config.changeStreamMs);
    reply.raw.on('close', end);
    return reply.header('cache-control', 'no-store').type('text/event-stream; charset=utf-8').send(stream);
  });
};

export default catalogueRoutes;
