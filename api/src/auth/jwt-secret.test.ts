import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret';

let dataDir: string;
const config = (jwtSecret?: string, isProduction = false) => ({
  dataDir,
  isProduction,
  auth: { jwtSecret, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 3600 },
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jwt-secret-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when it is set and writes nothing', async () => {
    expect(await resolveJwtSecret(config('x'.repeat(40)))).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('generates a secret once and keeps it for the next start', async () => {
    const first = await resolveJwtSecret(config());
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(config())).toBe(first);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
  });

  it('refuses a kept file too short to be a key rather than overwrite it', async () => {
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short');
    await expect(resolveJwtSecret(config())).rejects.toThrow(/no usable secret/);
  });

  it('never generates one in production', async () => {
    await expect(resolveJwtSecret(config(undefined, true))).rejects.toThrow('JWT_SECRET is required in production');
  });
});
