import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { webLogOptions } from './log-options';
import type { FileServerSettings } from './settings';
import { filesOnlyAnswers, pathOf, siteFiles } from './site-files';

/**
 * A folder served to browsers and rendering servers of any origin: a remote's build, or the releases
 * (`<remote>/<release>/`), as the CDN they are published to would serve them.
 */
export async function buildFileSite({ root, logLevel }: Pick<FileServerSettings, 'root' | 'logLevel'>) {
  const app = Fastify({ logger: webLogOptions(logLevel), return503OnClosing: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', '*');
  });
  // A remote's build has no compressed copies: its text files are compressed as they are sent.
  await app.register(compress, { encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const sendBuiltFile = await siteFiles(app, { root });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const pathname = pathOf(request.url);
      return sendBuiltFile(reply, pathname === '/' ? '/index.html' : pathname);
    },
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());
  filesOnlyAnswers(app);
  return app;
}
