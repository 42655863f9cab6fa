import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_PICTURE_PREFIX, PRODUCT_PICTURE_WIDTHS } from '@shop/shared/runtime-config';
import sharp, { type Sharp } from 'sharp';
import { MAX_PIXELS, type UploadedImage, uploadsDir } from './image-files';

/** The largest product photo staff may upload: 5 MB, a good phone camera's JPEG. */
export const PRODUCT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The names of a product picture's variants: the content hash, the width (or og) and the format. */
export const PRODUCT_PICTURE_NAME = /^[0-9a-f]{32}-(?:320|640|1024|og)\.(webp|avif|jpg)$/;
/** Link previews are drawn at the size the networks ask for. */
export const PREVIEW = { width: 1200, height: 630 };

export const productPicturesDir = (dataDir: string) => uploadsDir(dataDir, 'products');

export type PictureRefusal = 'not-an-image' | 'too-many-pixels';

/** Writes a file whole or not at all, so a page never reads half a variant. */
export async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Each variant's file name and how it is drawn from the upright, metadata-free picture. */
function variants(hash: string): [string, (picture: Sharp) => Sharp][] {
  return [
    ...PRODUCT_PICTURE_WIDTHS.flatMap((width): [string, (picture: Sharp) => Sharp][] => [
      [`${hash}-${width}.webp`, (picture) => picture.resize({ width, withoutEnlargement: true }).webp({ quality: 78 })],
      [`${hash}-${width}.avif`, (picture) => picture.resize({ width, withoutEnlargement: true }).avif({ quality: 50, effort: 2 })],
    ]),
    [
      `${hash}-og.jpg`,
      (picture) =>
        picture
          .resize({ ...PREVIEW, fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true }),
    ],
  ];
}

/**
 * Stores a product photo once, under the hash of its bytes, as WebP and AVIF at each width and a
 * JPEG link preview, and answers its address (the 640 px WebP). The pixel count is read from the
 * header before anything is decoded, so a decompression bomb is refused without the memory it
 * asks for. Variants are drawn upright and without metadata.
 */
export async function saveProductPicture(dataDir: string, image: UploadedImage): Promise<string | PictureRefusal> {
  let size: { width?: number; height?: number };
  try {
    // Only the header is read here, so no limit is needed to read what it claims.
    size = await sharp(image.bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'not-an-image';
  }
  if (!size.width || !size.height) return 'not-an-image';
  if (size.width * size.height > MAX_PIXELS) return 'too-many-pixels';

  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32);
  const dir = productPicturesDir(dataDir);
  const address = `${PRODUCT_PICTURE_PREFIX}${hash}-640.webp`;
  const wanted = variants(hash);
  if ((await Promise.all(wanted.map(([name]) => exists(path.join(dir, name))))).every(Boolean)) return address;

  await mkdir(dir, { recursive: true });
  try {
    const upright = sharp(image.bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    // One at a time: each draws a full-size copy, and a small server has little memory to spare.
    for (const [name, draw] of wanted) await writeWhole(path.join(dir, name), await draw(upright.clone()).toBuffer());
  } catch {
    return 'not-an-image';
  }
  return address;
}
