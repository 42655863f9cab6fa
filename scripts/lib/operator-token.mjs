// The operator token of a run: OPERATOR_TOKEN when given, else one made on the first start and kept
// in the data folder, so the run's API, its rendering server and `npm run ops` share it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { operatorTokenFile } from './shop-config.mjs';

/** The run's token, or undefined when none was given or made yet. */
export function readOperatorToken() {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  return existsSync(operatorTokenFile) ? readFileSync(operatorTokenFile, 'utf8').trim() : undefined;
}

/** The run's token, made (readable by this user only) when there is none. */
export function ensureOperatorToken() {
  const known = readOperatorToken();
  if (known) return known;
  const token = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(operatorTokenFile), { recursive: true });
  writeFileSync(operatorTokenFile, `${token}\n`, { mode: 0o600 });
  return token;
}
