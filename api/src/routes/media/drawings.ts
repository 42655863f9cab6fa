import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DRAWN_PICTURE_WIDTHS, type DrawingFolder } from '@shop/shared/runtime-config';
import sharp, { type Sharp } from 'sharp';
import { uploadsDir } from '../uploads/image-files';
import { PREVIEW, writeWhole } from '../uploads/product-pictures';

/** The name of a seeded drawing's preview: the drawing's own name, as a JPEG. */
export const PREVIEW_NAME = /^([a-z0-9-]+)\.jpg$/;
/** The name of a seeded drawing drawn at a width: `{name}-{width}.webp`. */
const DRAWN_NAME = /^([a-z0-9-]+)-(\d{3,4})\.webp$/;

/** A drawn file, with its size for the reply's `Content-Length`. */
export interface DrawnFile {
  file: string;
  size: number;
}

const fileFacts = async (file: string) => {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : undefined;
};

// One drawing of each file at a time: a burst of first requests for a page of pictures waits for
// the one drawing rather than starting its own.
const drawing = new Map<string, Promise<DrawnFile | undefined>>();

/**
 * The file `target` drawn from the SVG `source`, kept in the data folder and drawn again only when
 * the drawing is newer; undefined when there is no such drawing.
 */
async function drawnOnce(source: string, target: string, draw: (svg: string) => Promise<Sharp>): Promise<DrawnFile | undefined> {
  const svg = await fileFacts(source);
  if (!svg) return undefined;
  const kept = await fileFacts(target);
  if (kept && kept.mtimeMs >= svg.mtimeMs) return { file: target, size: kept.size };
  const pending = drawing.get(target);
  if (pending) return pending;
  const work = (async () => {
    await mkdir(path.dirname(target), { recursive: true });
    // A drawing that cannot be drawn has nothing to show at this address.
    const bytes = await draw(source)
      .then((picture) => picture.toBuffer())
      .catch(() => undefined);
    if (!bytes) return undefined;
    await writeWhole(target, bytes);
    return { file: target, size: bytes.length };
  })().finally(() => drawing.delete(target));
  drawing.set(target, work);
  return work;
}

/**
 * The link preview of a product drawing the shop was seeded with, drawn once as a 1200 × 630 JPEG
 * (networks do not preview SVG); undefined for a name with no drawing.
 */
export async function drawingPreview(publicDir: string, dataDir: string, name: string): Promise<DrawnFile | undefined> {
  const drawing = PREVIEW_NAME.exec(name)?.[1];
  if (!drawing) return undefined;
  return drawnOnce(
    path.join(publicDir, 'products', `${drawing}.svg`),
    path.join(uploadsDir(dataDir, 'previews'), `${drawing}.jpg`),
    async (svg) =>
      sharp(svg, { density: 144 })
        .resize({ ...PREVIEW, fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true }),
  );
}

const isFolder = (folder: string): folder is DrawingFolder => Object.hasOwn(DRAWN_PICTURE_WIDTHS, folder);

/**
 * A drawing the shop was seeded with drawn once as a WebP at one of its folder's widths (only
 * product drawings are); undefined for any other folder, width or name.
 */
export async function drawnPicture(publicDir: string, dataDir: string, folder: string, name: string): Promise<DrawnFile | undefined> {
  const match = DRAWN_NAME.exec(name);
  if (!match || !isFolder(folder)) return undefined;
  const [, drawing, size] = match;
  const wanted = Number(size);
  if (!(DRAWN_PICTURE_WIDTHS[folder] as readonly number[]).includes(wanted)) return undefined;
  return drawnOnce(path.join(publicDir, folder, `${drawing}.svg`), path.join(uploadsDir(dataDir, `drawn-${folder}`), name), async (svg) => {
    // An SVG is drawn at 72 dpi unless told; the density draws it at the width wanted, never enlarging pixels.
    const { width = wanted } = await sharp(svg).metadata();
    return sharp(svg, { density: (72 * wanted) / width })
      .resize({ width: wanted })
      .webp({ quality: 78 });
  });
}
