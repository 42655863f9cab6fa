// Runs commands for the root scripts, finding pnpm on a machine that may only have Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shop-config.mjs';

const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1];

function findPnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim() === pinned) return ['pnpm'];
  // npx fetches the pinned pnpm from the npm registry once and caches it.
  return ['npx', '--yes', `pnpm@${pinned}`];
}

let pnpmCommand;
/** The command prefix that runs the pinned pnpm. */
export function pnpm() {
  pnpmCommand ??= findPnpm();
  return pnpmCommand;
}

/** Runs a command in the repository, streaming its output; rejects on a non-zero exit. */
export function run(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Runs a command like `run`, holding its output (standard output and error, in order) and resolving
 * with it, so commands run side by side print one after the other. On failure the error carries it.
 */
export function runHeld(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) return resolve(output);
      reject(Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`), { output }));
    });
  });
}

/** Runs pnpm with the given arguments, holding its output (see `runHeld`). */
export function runPnpmHeld(args, options) {
  const [command, ...prefix] = pnpm();
  return runHeld(command, [...prefix, ...args], options);
}

/** Runs pnpm with the given arguments. */
export function runPnpm(args, options) {
  const [command, ...prefix] = pnpm();
  return run(command, [...prefix, ...args], options);
}

/** Installs dependencies from the lockfile when they are missing or older than it. */
export async function ensureInstalled() {
  const marker = path.join(repoRoot, 'node_modules/.modules.yaml');
  const lock = path.join(repoRoot, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (stale) await runPnpm(['install', '--frozen-lockfile']);
}

/** Builds the shell, the workspace's remotes and the API for production (not the test suite's own remotes). */
export async function buildAll() {
  const started = Date.now();
  await runPnpm(['--recursive', '--filter', '!./e2e/**', '--filter', '!@shop/shared', '--workspace-concurrency=2', 'run', 'build']);
  console.log(`[build] all apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Resolves once the URL answers with a status below 500, or rejects after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
