import { readFileSync } from 'node:fs';

/**
 * The `views` token's secret from its file, read again before each report so a rotated token is used
 * at once; absent or unreadable, views are not reported (the shop goes on).
 */
export function viewsTokenFrom(file: string): () => string | undefined {
  return () => {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { secret?: unknown };
      return typeof stored.secret === 'string' ? stored.secret : undefined;
    } catch {
      return undefined;
    }
  };
}
