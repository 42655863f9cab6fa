import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then each file. */
export function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const one of Array.isArray(file) ? file : file ? [file] : []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${one.field ?? 'profileImage'}"; filename="${one.filename}"\r\nContent-Type: ${one.type}\r\n\r\n`,
      ),
      one.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// One-pixel pictures that decode, as a real upload does: uploads are redrawn, so bytes that
// only start like a picture are refused.
const PICTURES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4Wc4GAAODAVdvW79nAAAAAElFTkSuQmCC',
  jpg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCiAkpm/9k=',
  webp: 'UklGRhwAAABXRUJQVlA4TBAAAAAvAAAAAAdQxDJH/wMR0f8A',
};

/** A picture padded with zero bytes after its end to `size` (decoders stop at the end). */
function picture(kind: keyof typeof PICTURES, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from(PICTURES[kind], 'base64').copy(bytes);
  return bytes;
}

/** A PNG file, `size` long. */
export const pngBytes = (size = 256) => picture('png', size);

/** A JPEG file, `size` long. */
export const jpegBytes = (size = 512) => picture('jpg', size);

/** A WebP file, `size` long. */
export const webpBytes = (size = 256) => picture('webp', size);
