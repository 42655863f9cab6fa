import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/app-error';
import { CONTENT_TYPES } from './content-types';
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
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const rootDir = app.config.paths.publicDir;

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
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
