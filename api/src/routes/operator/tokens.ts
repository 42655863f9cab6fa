import {
  BOOTSTRAP_TOKEN_NAME,
  createdOperatorTokenReplySchema,
  createOperatorTokenBody,
  operatorTokenListReplySchema,
  operatorTokenParams,
  revokedOperatorTokenReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { ADMIN_SCOPE } from '../../operators/scopes';
import { hashTokenSecret, newTokenSecret } from '../../operators/secrets';

const DAY_MS = 24 * 60 * 60_000;

/** Operator tokens: made, listed and revoked by an admin token. A secret is shown once, when it is made. */
const operatorTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.repositories.operatorTokens;
  // The token is checked before the body, so a caller without it learns nothing about the calls.
  const options = { preHandler: app.requireScope(ADMIN_SCOPE), config: { csrfExempt: true } };

  const createSchema = { body: createOperatorTokenBody, response: { 201: createdOperatorTokenReplySchema } };
  app.post('/tokens', { ...options, schema: createSchema }, async (request, reply) => {
    const { name, scope, expiresInDays } = request.body;
    const secret = newTokenSecret();
    const created = await tokens.create({
      name,
      scope,
      secretHash: hashTokenSecret(secret).toString('hex'),
      createdBy: request.operator?.name ?? '',
      expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null,
    });
    if (!created) throw new AppError(409, 'TOKEN_NAME_TAKEN', `A token named ${name} is in use: revoke it first or choose another name.`);
    await app.audit(request, { action: 'token.create', target: name, before: null, after: created });
    return reply.code(201).send(ok({ ...created, secret }, `Token ${name} created: keep its secret now, it is not shown again.`));
  });

  app.get('/tokens', { ...options, schema: { response: { 200: operatorTokenListReplySchema } } }, async () => ok(await tokens.list()));

  const revokeSchema = { params: operatorTokenParams, response: { 200: revokedOperatorTokenReplySchema } };
  app.delete('/tokens/:token', { ...options, schema: revokeSchema }, async (request) => {
    const { token } = request.params;
    if (token === BOOTSTRAP_TOKEN_NAME) {
      throw new AppError(409, 'NOT_REVOCABLE', 'The bootstrap token is OPERATOR_TOKEN: change or remove it in the API environment.');
    }
    const found = await tokens.find(token);
    if (!found) throw notFound(`No token with the id or live name ${token}`);
    const revoked = await tokens.revoke(found.id);
    if (!revoked) throw new AppError(409, 'ALREADY_REVOKED', `Token ${found.name} is already revoked.`);
    await app.audit(request, { action: 'token.revoke', target: found.name, before: found, after: revoked });
    return ok(revoked, `Token ${found.name} revoked`);
  });
};

export default operatorTokenRoutes;
