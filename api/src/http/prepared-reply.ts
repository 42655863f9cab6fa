import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Encodings a prepared reply can be sent in, best first. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Exclude<Encoding, 'identity'>, (body: string) => Promise<Buffer>> = {
  // Made once per cached reply and off the main thread, so a higher quality than per-request compression costs nothing per request.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** A JSON reply serialised once, with its validator and its compressed forms made on first demand. */
export interface PreparedReply {
  body: string;
  /** Weak: the same JSON is sent raw, gzipped or brotli-compressed. */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function prepareReply(value: unknown): PreparedReply {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${hash('sha1', body, 'base64url')}"`, encoded: {} };
}

/** The body in the encoding asked for; compressed forms are kept on the reply for the next request. */
export function encodedBody(prepared: PreparedReply, encoding: Encoding): Promise<Buffer> | string {
  if (encoding === 'identity') return prepared.body;
  prepared.encoded[encoding] ??= compressors[encoding](prepared.body);
  return prepared.encoded[encoding];
}

/** The best encoding the request accepts; identity when it names none we have. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiate(acceptEncoding, [...ENCODINGS])) || 'identity';
}
