/**
 * Whether a request's `If-None-Match` names this entity tag (or `*`): the client's copy is current and
 * a 304 will do. Compared weakly, as revalidations are: a gzip and a brotli copy share one tag.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
