import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppDb } from '../../db/client';
import { operatorTokens } from '../../db/schema';
import { hashTokenSecret, newTokenSecret } from '../../operators/secrets';

/** OPERATOR_TOKEN of the operator tests: the bootstrap admin credential. */
export const BOOTSTRAP = 'operator-token-of-at-least-32-characters';

type Method = 'GET' | 'POST' | 'DELETE';

/** An operator call with `token` as its bearer (none when undefined), from `address`. */
export function operatorCall(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  url: string,
  payload?: object,
  address = '203.0.113.20',
) {
  const options: InjectOptions = {
    method,
    url: `/api/operator${url}`,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  };
  return app.inject(options);
}

/** A token made through the API by `creator` (the bootstrap token by default): its id and secret. */
export async function createToken(
  app: FastifyInstance,
  name: string,
  scope: string,
  options: { expiresInDays?: number; creator?: string } = {},
): Promise<{ id: string; secret: string }> {
  const { creator = BOOTSTRAP, expiresInDays } = options;
  const reply = await operatorCall(app, creator, 'POST', '/tokens', { name, scope, ...(expiresInDays ? { expiresInDays } : {}) });
  if (reply.statusCode !== 201) throw new Error(`creating ${name} answered ${reply.statusCode}: ${reply.body}`);
  const { id, secret } = reply.json().data;
  return { id, secret };
}

/** A token written straight into the database, as a shop without OPERATOR_TOKEN would hold it. */
export async function storeToken(db: AppDb, name: string, scope: string): Promise<string> {
  const secret = newTokenSecret();
  await db.insert(operatorTokens).values({ name, scope, secretHash: hashTokenSecret(secret).toString('hex'), createdBy: 'test' });
  return secret;
}
