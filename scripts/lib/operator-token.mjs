// The operator tokens of a run (decision 025). The admin token is OPERATOR_TOKEN when given, else one
// made on the first start and kept in the data folder, so the run's API and `npm run ops` share it.
// Scoped tokens (`views`, `remote:<name>`) are made through the API with it and kept in
// DATA_DIR/tokens/, so the rendering server and a remote's release hold only what they need.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPort, dataDir, operatorTokenFile } from './shop-config.mjs';

const tokensDir = path.join(dataDir, 'tokens');
/** Where a run keeps its token of a scope (`{ id, name, scope, secret }`): this run's, or the run whose data folder is given. */
export const tokenFile = (scope, folder = dataDir) => path.join(folder, 'tokens', `${scope.replace(/[^a-z0-9-]/g, '-')}.json`);

/** The run's admin token, or undefined when none was given or made yet. */
export function readOperatorToken() {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  return existsSync(operatorTokenFile) ? readFileSync(operatorTokenFile, 'utf8').trim() : undefined;
}

/** The run's admin token, made (readable by this user only) when there is none. */
export function ensureOperatorToken() {
  const known = readOperatorToken();
  if (known) return known;
  const token = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(operatorTokenFile), { recursive: true });
  writeFileSync(operatorTokenFile, `${token}\n`, { mode: 0o600 });
  return token;
}

function readStored(scope) {
  try {
    return JSON.parse(readFileSync(tokenFile(scope), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The stored secret of the run's token of that scope, or undefined; read again on every call (a rotation replaces the file). */
export function readScopedToken(scope) {
  return readStored(scope)?.secret;
}

/**
 * The token to call with for a scope: OPS_TOKEN when the caller brought one (a team's CI holding its
 * remote's token), else the run's token of that scope, else the admin token (whose scope covers every call).
 */
export function operatorTokenFor(scope) {
  return process.env.OPS_TOKEN || readScopedToken(scope) || readOperatorToken();
}

async function adminCall(apiUrl, admin, method, pathname, body) {
  const response = await fetch(`${apiUrl}/api/operator${pathname}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} /api/operator${pathname}: ${reply.message ?? `the API answered ${response.status}`}`);
  return reply.data;
}

/**
 * The run's token of `scope`, named `name`: the stored one while the API still knows it as live,
 * else a new one made with the admin token and stored (readable by this user only). A live token
 * of that name whose secret is not stored here is revoked first: the name belongs to the run.
 */
export async function ensureScopedToken(scope, name, { apiUrl = `http://127.0.0.1:${apiPort}` } = {}) {
  const admin = readOperatorToken();
  if (!admin) throw new Error('no admin token: set OPERATOR_TOKEN, or start the shop once with npm start');
  const stored = readStored(scope);
  const tokens = await adminCall(apiUrl, admin, 'GET', '/tokens');
  const isLive = (token) => !token.revokedAt && (!token.expiresAt || Date.parse(token.expiresAt) > Date.now());
  if (stored && tokens.some((token) => token.id === stored.id && isLive(token))) return stored.secret;

  const holder = tokens.find((token) => token.name === name && !token.revokedAt);
  if (holder) await adminCall(apiUrl, admin, 'DELETE', `/tokens/${holder.id}`);
  const created = await adminCall(apiUrl, admin, 'POST', '/tokens', { name, scope });
  mkdirSync(tokensDir, { recursive: true, mode: 0o700 });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${tokenFile(scope)}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify({ id: created.id, name, scope, secret: created.secret })}\n`, { mode: 0o600 });
  renameSync(partial, tokenFile(scope));
  return created.secret;
}

/** The tokens `npm start` makes once the API answers: the rendering server's `views`, and one per remote for its releases. */
export async function ensureRunTokens(remoteNames) {
  await ensureScopedToken('views', 'run-views');
  for (const remote of remoteNames) await ensureScopedToken(`remote:${remote}`, `run-remote-${remote}`);
}
