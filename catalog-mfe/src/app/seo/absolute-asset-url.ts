import { apiAssetUrl, pictureSources } from '@shop/shared/runtime-config';

/** An image the API serves as an absolute URL, as link previews and structured data need it. */
export function absoluteAssetUrl(path: string, origin: string): string {
  return new URL(apiAssetUrl(path), `${origin}/`).href;
}

/**
 * The absolute address of a product picture's link preview: networks want a raster picture of a set
 * size, which an uploaded photo and a seeded drawing both have; any other picture is named as it is.
 */
export function linkPreviewUrl(picture: string, origin: string): string {
  return absoluteAssetUrl(pictureSources(picture).preview ?? picture, origin);
}
