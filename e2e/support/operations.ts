import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2ePorts, portEnv } from '../ports';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** The environment the run command gave the shop under test, so the scripts find its API and remotes. */
function shopEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir(),
    ...portEnv(),
  };
}

/** Runs one of the repository's scripts against the shop under test and returns what it printed. */
async function script(name: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', name), ...args], {
    cwd: repoRoot,
    env: shopEnv(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** `npm run ops -- …` */
export const ops = (...args: string[]) => script('ops.mjs', args);

/** `npm run release -- <remote>` (or a remote's folder, `from`): returns the release's name. */
export async function release(remote: string, from = remote): Promise<string> {
  const printed = await script('release.mjs', [from]);
  const name = new RegExp(`\\[release\\] ${remote} (\\S+):`).exec(printed)?.[1];
  if (!name) throw new Error(`no release name in:\n${printed}`);
  return name;
}

/** A chunk's digest as a remote entry holds it (the build's subresource integrity uses SHA-256). */
const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * A copy of a released build with a text changed in its browser and server code, registered as a
 * release of its own: what a team's next release with a visible change looks like to the shop. The
 * digests the remote entry holds for its chunks are brought up to date, as a build would write them.
 */
export async function changedRelease(remote: string, from: string, suffix: string, change: [string, string]): Promise<string> {
  const folder = (name: string) => path.join(dataDir(), 'releases', remote, name);
  const name = `${from}-${suffix}`;
  cpSync(folder(from), folder(name), { recursive: true });
  const scripts = (dir: string, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? scripts(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.name.endsWith('.js')
          ? [`${prefix}${entry.name}`]
          : [],
    );
  const newDigests = new Map<string, string>();
  for (const file of scripts(folder(name))) {
    const full = path.join(folder(name), file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes(change[0])) continue;
    const changed = text.replaceAll(change[0], change[1]);
    writeFileSync(full, changed);
    newDigests.set(sri(text), sri(changed));
  }
  for (const file of scripts(folder(name))) {
    const full = path.join(folder(name), file);
    const text = readFileSync(full, 'utf8');
    let updated = text;
    for (const [before, after] of newDigests) updated = updated.replaceAll(before, after);
    if (updated !== text) writeFileSync(full, updated);
  }
  await ops('register', remote, name, `http://localhost:${e2ePorts.releases}/${remote}/${name}/mf-manifest.json`);
  return name;
}

/** Runs `npm run ops -- …` expecting it to fail; answers what it printed to stderr. */
export async function opsRefused(...args: string[]): Promise<string> {
  try {
    await ops(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error(`ops ${args.join(' ')} did not fail`);
}

/** The folder of a workspace remote's build, which the run serves as its release. */
export function workspaceBuild(remote: string): string {
  return path.join(repoRoot, `${remote}-mfe`, 'dist');
}

/** What one part of the shop under test has logged (its `run/<name>.log`). */
export function shopLog(name: string): string {
  return readFileSync(path.join(dataDir(), 'run', `${name}.log`), 'utf8');
}

/** The operator token of the shop under test. */
export function operatorToken(): string {
  return readFileSync(path.join(dataDir(), 'operator-token'), 'utf8').trim();
}

/** The live registry as the shell reads it. */
export async function registry(): Promise<Record<string, { release: string; candidate?: { release: string; percent: number } }>> {
  const reply = (await (await fetch(`http://127.0.0.1:${e2ePorts.api}/api/remotes`)).json()) as {
    data: { remotes: Record<string, { release: string; candidate?: { release: string; percent: number } }> };
  };
  return reply.data.remotes;
}
