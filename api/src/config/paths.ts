import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the api package folder by walking up to the nearest package.json, so the
 * same code works from `src/` under tsx or vitest and from the `dist/` bundle,
 * whatever the current working directory is.
 */
function findPackageDir(startDir: string): string {
  let dir = startDir;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${startDir}`);
    dir = parent;
  }
  return dir;
}

export const apiDir = findPackageDir(path.dirname(fileURLToPath(import.meta.url)));

export const paths = {
  apiDir,
  /** Files served under /api/media/*. */
  publicDir: path.join(apiDir, 'public'),
  /** SQL migrations written by drizzle-kit and applied at start-up. */
  migrationsDir: path.join(apiDir, 'src', 'db', 'migrations'),
  /** Default data folder: `<repo>/.data`, beside the api package. */
  defaultDataDir: path.resolve(apiDir, '../.data'),
} as const;

export type AppPaths = typeof paths;
