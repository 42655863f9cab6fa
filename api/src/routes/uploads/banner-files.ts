import { BANNER_IMAGE_PREFIX } from '@shop/shared/contracts';
import sharp from 'sharp';
import { MAX_PIXELS, saveImage, type UploadedImage, uploadsDir } from './image-files';

/** A slide is shown at most this wide; a camera's 4000 px photo is drawn again at this size. */
export const BANNER_WIDTH = 1600;

export const bannersDir = (dataDir: string) => uploadsDir(dataDir, 'banners');

/**
 * Stores an uploaded slide picture drawn again as WebP at most `BANNER_WIDTH` wide, upright and
 * without metadata, and answers the address it is served at; undefined when the bytes do not
 * decode as a picture (or claim more pixels than any slide needs).
 */
export async function saveBannerPicture(dataDir: string, image: UploadedImage): Promise<string | undefined> {
  let bytes: Buffer;
  try {
    bytes = await sharp(image.bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: BANNER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return undefined;
  }
  return `${BANNER_IMAGE_PREFIX}${await saveImage(bannersDir(dataDir), { bytes, extension: 'webp' })}`;
}
