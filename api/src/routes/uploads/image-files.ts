import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { notFound } from '../../http/app-error';

/** The largest picture a shopper may upload (an avatar, a return photo): 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The names the API gives uploaded pictures: 128 random bits, so a name cannot be guessed. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export type ImageExtension = 'jpg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What a stored picture may be: what is uploaded, and the variants drawn from it. */
type StoredExtension = ImageExtension | 'avif';
const STORED_CONTENT_TYPES: Record<StoredExtension, string> = { ...IMAGE_CONTENT_TYPES, avif: 'image/avif' };

/** A picture read from a request and checked by its bytes, not yet stored. */
export interface UploadedImage {
  bytes: Buffer;
  extension: ImageExtension;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture format the bytes themselves declare (never the file name or the sender's type). */
export function imageTypeOf(bytes: Buffer): ImageExtension | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

// Decoding is where a small file can cost the most memory: 40 million pixels is well above a
// phone camera's photo, far below what a crafted 2 MB file could claim.
export const MAX_PIXELS = 40_000_000;

/**
 * The picture drawn again in its own format with no metadata (EXIF, with a camera's GPS
 * position, XMP, IPTC, ICC), turned upright first by its EXIF orientation; undefined when its
 * bytes do not decode as the picture they claim to be.
 */
export async function withoutMetadata(image: UploadedImage): Promise<UploadedImage | undefined> {
  try {
    const drawn = sharp(image.bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const encoded = image.extension === 'jpg' ? drawn.jpeg({ quality: 90 }) : image.extension === 'png' ? drawn.png() : drawn.webp();
    return { bytes: await encoded.toBuffer(), extension: image.extension };
  } catch {
    return undefined;
  }
}

/** The uploads folder of one kind of picture, under the data folder every API process shares. */
export const uploadsDir = (dataDir: string, kind: string) => path.join(dataDir, 'uploads', kind);

/** Stores a picture under a new random name in `dir`; answers the name. */
export async function saveImage(dir: string, image: UploadedImage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
  return name;
}

/** Deletes a stored picture by name; a name the API never gives is left alone. */
export async function removeImage(dir: string, name: string): Promise<void> {
  if (!STORED_IMAGE_NAME.test(name)) return;
  await rm(path.join(dir, name), { force: true });
}

/**
 * Sends a stored picture, or 404 for a name the API never gives (`storedName`, whose first group
 * is the extension) or a file that is not there.
 * Served as an inert image whatever its bytes hold: no sniffing, no script.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  dir: string,
  name: string,
  cacheControl: string,
  storedName: RegExp = STORED_IMAGE_NAME,
): Promise<FastifyReply> {
  const match = storedName.exec(name);
  const info = match ? await stat(path.join(dir, name)).catch(() => null) : null;
  if (!match || !info?.isFile()) throw notFound('File not found.');
  reply.headers({
    'content-type': STORED_CONTENT_TYPES[match[1] as StoredExtension],
    'content-length': info.size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  return reply.send(createReadStream(path.join(dir, name)));
}
