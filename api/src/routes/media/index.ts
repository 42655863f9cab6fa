import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { CONTENT_TYPES } from './content-types';
import { drawingPreview } from './drawing-previews';
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

  // Before the wildcard: a seeded drawing's link preview is drawn on its first request.
  const previewSchema = {
    params: z.object({ file: z.string() }),
    response: { 200: fileReply('image/jpeg', 'A product drawing as a link preview') },
  };
  app.get('/media/previews/:file', { schema: previewSchema }, async (request, reply) => {
    const file = await drawingPreview(rootDir, app.config.dataDir, request.params.file);
    const info = file ? await statFile(file) : null;
    if (!file || !info) throw notFound('File not found.');
    reply.headers({
      'content-type': 'image/jpeg',
      'content-length': info.size,
      'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    return reply.send(createReadStream(file));
  });

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
