// Where a picture's variants are served, beside where the API's files are: the shop's pages read it
// on their first view, so it lives in a module every page already has.

/** Where a product picture staff uploaded is served; its variants sit beside it under the same name. */
export const PRODUCT_PICTURE_PREFIX = '/api/uploads/products/';
/** The widths every uploaded product picture is drawn at, as WebP and AVIF; the middle one is the picture's address. */
export const PRODUCT_PICTURE_WIDTHS = [320, 640, 1024] as const;
/** The picture's address names the 640 px WebP; the others differ only in width and format. */
const PICTURE_ADDRESS = /^\/api\/uploads\/products\/([0-9a-f]{32})-640\.webp$/;
/** A product drawing the shop was seeded with, served as SVG. */
const DRAWING_ADDRESS = /^\/api\/media\/products\/([a-z0-9-]+)\.svg$/;
/** Where a seeded product drawing's link preview is served. */
export const DRAWING_PREVIEW_PREFIX = '/api/media/previews/';
/**
 * Where a seeded drawing is served as WebP at a width: `{prefix}{folder}/{name}-{width}.webp`.
 * A browser draws each SVG picture as a document of its own on the page's main thread, so a page of
 * drawings blocks a phone; a raster picture is decoded off it.
 */
export const DRAWN_PICTURE_PREFIX = '/api/media/drawn/';
/**
 * The widths a seeded drawing is drawn at, by its folder. Banner drawings stay SVG: a few large
 * shapes cost the main thread little, and as the page's largest paint their 1 KB beats any raster.
 */
export const DRAWN_PICTURE_WIDTHS = { products: PRODUCT_PICTURE_WIDTHS } as const;
export type DrawingFolder = keyof typeof DRAWN_PICTURE_WIDTHS;
/** A product may show at most this many pictures. */
export const MAX_PRODUCT_PICTURES = 8;

/** The sources of one picture: its `src`, the `srcset` of each format it is drawn in, and a link preview. */
export interface PictureSources {
  src: string;
  webpSrcSet?: string;
  avifSrcSet?: string;
  /** A 1200 × 630 JPEG, for link previews (`og:image`). */
  preview?: string;
}

const srcSet = (widths: readonly number[], address: (width: number) => string, widest: number) =>
  widths
    .filter((width, index) => index === 0 || width <= widest)
    .map((width) => `${address(width)} ${width}w`)
    .join(', ');

/**
 * The variants of a picture: an uploaded one as drawn on upload (AVIF and WebP at each width); a
 * seeded product drawing as WebP at each width, the middle one its `src`; any other address alone.
 * `widest` leaves out the widths above it (a picture never shown large need not offer them).
 */
export function pictureSources(address: string, widest = Number.POSITIVE_INFINITY): PictureSources {
  const drawing = DRAWING_ADDRESS.exec(address)?.[1];
  if (drawing) {
    const drawn = (width: number) => `${DRAWN_PICTURE_PREFIX}products/${drawing}-${width}.webp`;
    return {
      src: drawn(DRAWN_PICTURE_WIDTHS.products[1]),
      webpSrcSet: srcSet(DRAWN_PICTURE_WIDTHS.products, drawn, widest),
      preview: `${DRAWING_PREVIEW_PREFIX}${drawing}.jpg`,
    };
  }
  const hash = PICTURE_ADDRESS.exec(address)?.[1];
  if (!hash) return { src: address };
  const variant = (format: string) => (width: number) => `${PRODUCT_PICTURE_PREFIX}${hash}-${width}.${format}`;
  return {
    src: address,
    webpSrcSet: srcSet(PRODUCT_PICTURE_WIDTHS, variant('webp'), widest),
    avifSrcSet: srcSet(PRODUCT_PICTURE_WIDTHS, variant('avif'), widest),
    preview: `${PRODUCT_PICTURE_PREFIX}${hash}-og.jpg`,
  };
}
