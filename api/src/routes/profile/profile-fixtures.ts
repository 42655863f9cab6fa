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

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that start like a PNG file, `size` long. */
export function pngBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return bytes;
}

/** Bytes that start like a JPEG file. */
export function jpegBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 1);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

/** Bytes that start like a WebP file. */
export function webpBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 2);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBP', 8, 'latin1');
  return bytes;
}
