import path from 'node:path';

/** The file listing servers the tests restarted, for the global teardown. */
export function restartedFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '', 'run/restarted-pids');
}
