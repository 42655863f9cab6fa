import { createHash } from 'node:crypto';

/**
 * A weak entity tag made from the bytes themselves: the same body has the same tag on every
 * rendering server and after a restart, so a CDN revalidating with any of them gets a 304.
 * Weak, since one tag stands for every encoding of the body.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}
