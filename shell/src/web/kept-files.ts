import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { isUtf8MimeType, mime } from '@fastify/send';
import { matchesEtag } from '@shop/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../server/weak-etag';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The forms a kept file can be sent in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The caching of a hashed file: its name changes with what it holds, so a browser keeps it for a year. */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';

/** Smaller files gain nothing from compression; the build writes no copies of them either. */
const COMPRESS_FROM_BYTES = 1024;
/** What a site keeps at most: a file past this, or past the total, is sent from disk as before. */
export const KEPT_FILE_LIMITS = { fileBytes: 2 * 1024 * 1024, totalBytes: 64 * 1024 * 1024 };

interface KeptFile {
  type: string;
  etag: string;
  forms: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  /** The encodings it has a form in, best first. */
  offered: Encoding[];
}

interface KeptFilesOptions {
  root: string;
  /** The build wrote `.br`/`.gz` copies beside its files; without them the kept forms are made once here. */
  compressedCopies: boolean;
  limits?: typeof KEPT_FILE_LIMITS;
}

const compressible = (type: string) => isUtf8MimeType(type) || type === 'image/svg+xml';

async function readCopy(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Hashed build files held in memory once asked for, in every form a browser may take. A hashed name
 * never changes what it holds, and on a sale's first views every shopper fetches the same few chunks:
 * sent from memory, a file costs no stat, open, read or compression per request, which more than
 * doubles the files a second a server sends. A file is read in the background on its first request,
 * which goes the disk way meanwhile; memory is bounded by the limits above.
 */
export function keptFiles({ root, compressedCopies, limits = KEPT_FILE_LIMITS }: KeptFilesOptions) {
  const kept = new Map<string, KeptFile>();
  const reading = new Set<string>();
  let totalBytes = 0;

  async function keep(pathname: string, file: string) {
    const info = await stat(file);
    if (!info.isFile() || info.size > limits.fileBytes || totalBytes + info.size > limits.totalBytes) return;
    const identity = await readFile(file);
    const type = mime.getType(file) ?? 'application/octet-stream';
    const forms: KeptFile['forms'] = { identity };
    if (identity.length >= COMPRESS_FROM_BYTES && compressible(type)) {
      if (compressedCopies) {
        forms.br = await readCopy(`${file}.br`);
        forms.gzip = await readCopy(`${file}.gz`);
      } else {
        forms.br = await brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        forms.gzip = await gzip(identity, { level: 9 });
      }
    }
    const size = Object.values(forms).reduce((sum, form) => sum + (form?.length ?? 0), 0);
    if (totalBytes + size > limits.totalBytes) return;
    totalBytes += size;
    kept.set(pathname, {
      type: isUtf8MimeType(type) ? `${type}; charset=utf-8` : type,
      etag: weakEtag(identity),
      forms,
      offered: ENCODINGS.filter((encoding) => forms[encoding]),
    });
  }

  return {
    /**
     * Sends the kept file at `pathname` (decoded, already judged not hidden) and returns true, or
     * returns false for the caller to send it from disk: not kept yet (then it is read for next
     * time), not a hashed file, a range asked for, or past the limits.
     */
    send(request: FastifyRequest, reply: FastifyReply, pathname: string): boolean {
      const file = kept.get(pathname);
      if (!file) {
        // Only names the build could have written: no traversal spelling reaches the disk from here.
        const safe = /^\/[\w./-]+$/.test(pathname) && !pathname.includes('..') && !pathname.includes('//');
        if (safe && !reading.has(pathname)) {
          reading.add(pathname);
          keep(pathname, path.join(root, pathname))
            .catch(() => undefined)
            .finally(() => reading.delete(pathname));
        }
        return false;
      }
      if (request.headers.range !== undefined) return false;
      reply.header('cache-control', IMMUTABLE_FILE).header('etag', file.etag).type(file.type);
      if (file.offered.length > 0) reply.header('vary', 'Accept-Encoding');
      // A browser's explicit reload (`Cache-Control: no-cache`) gets the file in full, as from disk.
      const reload = /no-cache/i.test(request.headers['cache-control'] ?? '');
      if (!reload && matchesEtag(request.headers['if-none-match'], file.etag)) {
        reply.code(304).send();
        return true;
      }
      const encoding = file.offered.length > 0 ? negotiate(request.headers['accept-encoding'] ?? '', file.offered) : null;
      if (encoding) reply.header('content-encoding', encoding);
      reply.send(encoding ? file.forms[encoding] : file.forms.identity);
      return true;
    },
  };
}
