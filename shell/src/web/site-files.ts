import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE_FILE, keptFiles } from './kept-files';

const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z]+$/;
const COMPRESSED_COPY = /\.(gz|br)$/;

/** Cache policy: hashed chunks never change, everything else is revalidated on each visit. */
export function cacheControl(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE_FILE : 'no-cache';
}

/**
 * Files a browser is never given: source maps (the code as written, comments and all) anywhere, and the
 * folders a site names (the shell's `server/`, its rendering server's Node build). A remote's `server/`
 * stays served: rendering servers fetch its server entry over HTTP.
 */
export function isHidden(pathname: string, hiddenFolders: readonly string[]): boolean {
  const lower = pathname.toLowerCase();
  return lower.endsWith('.map') || hiddenFolders.some((folder) => lower.startsWith(folder));
}

interface SiteFilesOptions {
  root: string;
  /**
   * Path prefixes answered 404, judged on the decoded path with letters in any case; a path that
   * would reach one another way (`..`, `//`, `.` segments) is refused by the plugin before any file.
   */
  hiddenFolders?: readonly string[];
  /** The build wrote `.br`/`.gz` copies beside its files (the shell's does; a remote's does not). */
  compressedCopies?: boolean;
}

/** Sends the file an address names (percent-escapes decoded), its 404, or a 400 for an address no file can have. */
export type SendBuiltFile = (reply: FastifyReply, pathname: string) => FastifyReply;

const isHashed = (pathname: string) => HASHED_NAME.test(path.posix.basename(pathname));

/**
 * `reply.sendFile(path)` for a built folder: ETag and Last-Modified validators (a revisit is a 304), the
 * cache policy above, and the `.br`/`.gz` copies the build wrote beside a file sent to a browser that
 * takes them, so no file is compressed per request. Traversal (`..`, `%2e%2e`, `//`) is refused with 403.
 * Hidden files are judged here, on the decoded path in any case of letters, and not through the
 * plugin's `allowedPath`: with that set, the plugin lists every folder on a file's path for each
 * request, and sent a quarter to a third fewer files a second. Hashed files are sent from memory
 * once read (`keptFiles`).
 */
export async function siteFiles(
  app: FastifyInstance,
  { root, hiddenFolders = [], compressedCopies = false }: SiteFilesOptions,
): Promise<SendBuiltFile> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: compressedCopies,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControl(filePath));
      // The shell's types package: already gzipped, so sent as the file it is.
      if (filePath.endsWith('.tgz')) reply.header('content-type', 'application/gzip');
    },
  });
  const kept = keptFiles({ root, compressedCopies });
  return (reply, pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    if (decoded.includes('\0')) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (isHidden(decoded, hiddenFolders)) {
      reply.callNotFound();
      return reply;
    }
    if (isHashed(decoded) && kept.send(reply.request, reply, decoded)) return reply;
    return reply.sendFile(decoded);
  };
}

/** A files-only site's answers beside its files: 405 to anything that would change one, 404 in plain words. */
export function filesOnlyAnswers(app: FastifyInstance) {
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').send(),
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
}

/** The path of a request's address, as sent (its query left off, nothing decoded or resolved). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
