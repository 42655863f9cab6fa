// The servers a load run starts: each a Node process with its own environment and log file, stopped
// by its process id at the end (or when the run dies halfway).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../lib/shop-config.mjs';

const started = new Set();

/** Starts `node <script> ...args` with `env` added; its output goes to `<logDir>/<name>.log`. */
export function startNode({ name, script, args = [], env, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.resolve(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const handle = {
    name,
    logFile,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      started.delete(handle);
      if (handle.running()) child.kill('SIGTERM');
      const timer = setTimeout(() => handle.running() && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    killNow() {
      if (handle.running()) child.kill('SIGKILL');
    },
  };
  started.add(handle);
  return handle;
}

/** Kills every process still running at once: the last resort of a run that is exiting. */
export function killStarted() {
  for (const handle of started) handle.killNow();
  started.clear();
}
