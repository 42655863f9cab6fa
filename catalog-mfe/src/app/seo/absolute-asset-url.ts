import { apiAssetUrl } from '@shop/shared/runtime-config';

/** An image the API serves as an absolute URL, as link previews and structured data need it. */
export function absoluteAssetUrl(path: string, origin: string): string {
  return new URL(apiAssetUrl(path), `${origin}/`).href;
}
