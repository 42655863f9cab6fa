import { access, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadsDir } from '../uploads/image-files';
import { PREVIEW, writeWhole } from '../uploads/product-pictures';

/** The name of a seeded drawing's preview: the drawing's own name, as a JPEG. */
export const PREVIEW_NAME = /^([a-z0-9-]+)\.jpg$/;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The link preview of a product drawing the shop was seeded with, drawn once as a 1200 × 630 JPEG
 * (networks do not preview SVG) and kept in the data folder; undefined for a name with no drawing.
 */
export async function drawingPreview(publicDir: string, dataDir: string, name: string): Promise<string | undefined> {
  const drawing = PREVIEW_NAME.exec(name)?.[1];
  if (!drawing) return undefined;
  const source = path.join(publicDir, 'products', `${drawing}.svg`);
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) return undefined;
  const dir = uploadsDir(dataDir, 'previews');
  const file = path.join(dir, `${drawing}.jpg`);
  if (await exists(file)) return file;
  await mkdir(dir, { recursive: true });
  const bytes = await sharp(source, { density: 144 })
    .resize({ ...PREVIEW, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeWhole(file, bytes);
  return file;
}
