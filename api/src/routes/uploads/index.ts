import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { AVATAR_CONTENT_TYPES, AVATAR_FILE_NAME, type AvatarExtension, avatarsDir } from './avatar-files';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves uploaded avatars at /api/uploads/avatars/<file>. A new picture gets a new random
 * name, so a file never changes and may be cached for a year.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = avatarsDir(app.config.dataDir);

  const schema = { params: z.object({ file: z.string() }), response: { 200: fileReply('image/*', 'A shopper’s profile picture') } };
  app.get('/uploads/avatars/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const match = AVATAR_FILE_NAME.exec(file);
    const info = match ? await stat(path.join(dir, file)).catch(() => null) : null;
    if (!match || !info?.isFile()) throw notFound('File not found.');

    reply.headers({
      'content-type': AVATAR_CONTENT_TYPES[match[1] as AvatarExtension],
      'content-length': info.size,
      'cache-control': `public, max-age=${ONE_YEAR}, immutable`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    return reply.send(createReadStream(path.join(dir, file)));
  });
};

export default uploadRoutes;
