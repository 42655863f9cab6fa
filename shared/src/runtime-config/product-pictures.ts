// Where an uploaded product picture's variants are served, beside where the API's files are: the
// shop's pages read it on their first view, so it lives in a module every page already has.

/** Where a product picture staff uploaded is served; its variants sit beside it under the same name. */
export const PRODUCT_PICTURE_PREFIX = '/api/uploads/products/';
/** The widths every uploaded product picture is drawn at, as WebP and AVIF; the middle one is the picture's address. */
export const PRODUCT_PICTURE_WIDTHS = [320, 640, 1024] as const;
/** The picture's address names the 640 px WebP; the others differ only in width and format. */
const PICTURE_ADDRESS = /^\/api\/uploads\/products\/([0-9a-f]{32})-640\.webp$/;
/** A product drawing the shop was seeded with; link previews get it drawn as a JPEG. */
const DRAWING_ADDRESS = /^\/api\/media\/products\/([a-z0-9-]+)\.svg$/;
/** Where a seeded drawing's link preview is served. */
export const DRAWING_PREVIEW_PREFIX = '/api/media/previews/';
/** A product may show at most this many pictures. */
export const MAX_PRODUCT_PICTURES = 8;

/** The sources of one picture: its `src`, and for an uploaded one the `srcset` of each format and the link preview. */
export interface PictureSources {
  src: string;
  webpSrcSet?: string;
  avifSrcSet?: string;
  /** A 1200 × 630 JPEG, for link previews (`og:image`). */
  preview?: string;
}

/** The variants of a picture as drawn on upload; a seeded drawing (SVG) has its own address and a JPEG preview. */
export function pictureSources(address: string): PictureSources {
  const drawing = DRAWING_ADDRESS.exec(address)?.[1];
  if (drawing) return { src: address, preview: `${DRAWING_PREVIEW_PREFIX}${drawing}.jpg` };
  const hash = PICTURE_ADDRESS.exec(address)?.[1];
  if (!hash) return { src: address };
  const set = (format: string) => PRODUCT_PICTURE_WIDTHS.map((width) => `${PRODUCT_PICTURE_PREFIX}${hash}-${width}.${format} ${width}w`);
  return {
    src: address,
    webpSrcSet: set('webp').join(', '),
    avifSrcSet: set('avif').join(', '),
    preview: `${PRODUCT_PICTURE_PREFIX}${hash}-og.jpg`,
  };
}
