import { readFile } from 'node:fs/promises';
import { AppError } from '../http/app-error';
import type { ProvidedShared } from './shared-versions';

const TTL_MS = 10_000;

function unavailable(message: string): AppError {
  return new AppError(503, 'GATE_UNAVAILABLE', message);
}

function isProvidedShared(value: unknown): value is ProvidedShared {
  const modules = (value as ProvidedShared)?.modules;
  return typeof modules === 'object' && modules !== null && Object.values(modules).every((version) => typeof version === 'string');
}

async function read(url: string): Promise<unknown> {
  if (url.startsWith('file:')) return JSON.parse(await readFile(new URL(url), 'utf8'));
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.json();
}

/**
 * What the live shell provides to its remotes, read from its build's `shared.json` (an http(s) or a
 * file address) and kept a few seconds. Without it no release can be judged: 503, not a guess.
 */
export function providedSharedSource(url: string | undefined): () => Promise<ProvidedShared> {
  let cached: { value: ProvidedShared; at: number } | undefined;
  return async () => {
    if (!url) throw unavailable('The shared modules of the live shell are unknown: set SHELL_SHARED_URL to its shared.json');
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    let value: unknown;
    try {
      value = await read(url);
    } catch (error) {
      throw unavailable(`The shared modules of the live shell could not be read from ${url} (${(error as Error).message})`);
    }
    if (!isProvidedShared(value)) throw unavailable(`${url} does not list the shell's shared modules`);
    cached = { value, at: Date.now() };
    return value;
  };
}
