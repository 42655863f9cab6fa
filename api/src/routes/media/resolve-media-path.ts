import path from 'node:path';

/**
 * Turns the requested part of a media URL into a path inside `rootDir`, or null
 * when it would leave the folder, names a hidden file or carries a NUL byte.
 */
export function resolveMediaPath(rootDir: string, requested: string): string | null {
  if (requested === '' || requested.includes('\0')) return null;
  const segments = requested.split(/[\\/]+/);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const root = path.resolve(rootDir);
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}
