import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileReply } from '@shop/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { CONTENT_TYPES } from './content-types';
import { type DrawnFile, drawingPreview, drawnPicture } from './drawings';
import { resolveMediaPath } from './resolve-media-path';

const ONE_YEAR = 60 * 60 * 24 * 365;

async function statFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Serves api/public at /api/media/*. Files are written once and never changed in
 * place (a new image gets a new name), so they may be cached for a year.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const rootDir = app.config.paths.publicDir;

  /** Sends a file drawn from a seeded drawing; its name says what it shows, so it is kept a year. */
  function sendDrawn(reply: FastifyReply, drawn: DrawnFile | undefined, contentType: string) {
    if (!drawn) throw notFound('File not found.');
    reply.headers({
      'content-type': contentType,
      'content-length': drawn.size,
      'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    return reply.send(createReadStream(drawn.file));
  }

  // Before the wildcard: a seeded drawing's link preview and its raster widths are drawn on their first request.
  const previewSchema = {
    params: z.object({ file: z.string() }),
    response: { 200: fileReply('image/jpeg', 'A product drawing as a link preview') },
  };
  app.get('/media/previews/:file', { schema: previewSchema }, async (request, reply) =>
    sendDrawn(reply, await drawingPreview(rootDir, app.config.dataDir, request.params.file), 'image/jpeg'),
  );

  const drawnSchema = {
    params: z.object({ folder: z.string(), file: z.string() }),
    response: { 200: fileReply('image/webp', 'A seeded product drawing as WebP at one width') },
  };
  app.get('/media/drawn/:folder/:file', { schema: drawnSchema }, async (request, reply) =>
    sendDrawn(reply, await drawnPicture(rootDir, app.config.dataDir, request.params.folder, request.params.file), 'image/webp'),
  );

  const schema = { params: z.object({ '*': z.string() }), response: { 200: fileReply('image/*', 'A picture of the shop') } };
  app.get('/media/*', { schema }, async (request, reply) => {
    const file = resolveMediaPath(rootDir, request.params['*']);
    const contentType = file ? CONTENT_TYPES[path.extname(file).toLowerCase()] : undefined;
    const info = file && contentType ? await statFile(file) : null;
    if (!file || !contentType || !info) throw notFound('File not found.');

    reply.headers({
      'content-type': contentType,
      'content-length': info.size,
      'last-modified': info.mtime.toUTCString(),
      'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
      'x-content-type-options': 'nosniff',
      // An SVG opened directly must not run script or load anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    return reply.send(createReadStream(file));
  });
};

export default mediaRoutes;
