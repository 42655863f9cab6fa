import { existsSync, readFileSync } from 'node:fs';
import { restartedFile } from './run-files';

/** Stops the remote servers the outage tests restarted. */
export default function globalTeardown(): void {
  if (!existsSync(restartedFile())) return;
  for (const pid of readFileSync(restartedFile(), 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
