import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, MIN_JWT_SECRET_LENGTH } from '../config/env';

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret.length >= MIN_JWT_SECRET_LENGTH ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key that signs session tokens: JWT_SECRET when set (always in production); otherwise
 * one generated on the first start and kept in `<dataDir>/jwt-secret`, so a restart keeps
 * everyone signed in.
 */
export async function resolveJwtSecret(config: Pick<AppConfig, 'auth' | 'dataDir' | 'isProduction'>): Promise<string> {
  if (config.auth.jwtSecret) return config.auth.jwtSecret;
  if (config.isProduction) throw new Error('JWT_SECRET is required in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`${file} holds no usable secret; delete it or set JWT_SECRET`);
    return written;
  }
}
