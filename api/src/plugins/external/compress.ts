import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** JSON replies and SVG images; the other files we send (pictures, PDF) are compressed already. */
export const COMPRESSIBLE_TYPES = /^(application\/json|image\/svg\+xml)\b/;

// gzip and brotli, whichever the browser prefers, for replies of 1 KB and more. Request bodies
// are never compressed by the shop's clients, so none are decompressed here.
export default fp(
  async (app) => {
    await app.register(compress, { encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE_TYPES, globalDecompression: false });
  },
  { name: 'compress' },
);
