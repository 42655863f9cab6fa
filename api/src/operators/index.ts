import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { createOperatorAuthentication, type OperatorIdentity } from './authenticate-operator';
import { type ScopeRequirement, scopeAllows } from './scopes';

/** What an operator write records beside the token and the address. */
export interface AuditRecord {
  /** What was done: `release.register`, `rollout`, `promote`, `rollback`, `refund`, `token.create` … */
  action: string;
  /** What it was done to: `catalog/1.1.0-abc`, an order id, a token's name. */
  target: string;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of an operator call: 401 without a valid token, 403 when its scope does not allow
     * the call, 429 after too many failed tries from the address. Sets `request.operator`.
     */
    requireScope: (scope: ScopeRequirement) => (request: FastifyRequest) => Promise<void>;
    /** Records an operator write in the audit, under the token that authenticated the request. */
    audit: (request: FastifyRequest, record: AuditRecord) => Promise<void>;
  }
  interface FastifyRequest {
    /** The token of an operator call, set by `requireScope`; null elsewhere. */
    operator: OperatorIdentity | null;
  }
}

/** Operator tokens (decision 025): who may call what under /api/operator, and the audit of what they did. */
export default fp(
  async (app) => {
    const authenticate = createOperatorAuthentication({
      bootstrapToken: app.config.operatorToken,
      tokens: app.repositories.operatorTokens,
      counters: app.repositories.rateLimits,
      rateLimitFactor: app.config.rateLimitFactor,
    });
    app.decorateRequest('operator', null);

    app.decorate('requireScope', (scope: ScopeRequirement) => async (request: FastifyRequest) => {
      const operator = await authenticate(request);
      const needed = typeof scope === 'function' ? scope(request) : scope;
      if (!scopeAllows(operator.scope, needed)) {
        throw new AppError(403, 'FORBIDDEN', `Token ${operator.name} has the scope ${operator.scope}; this call needs ${needed}.`);
      }
      request.operator = operator;
    });

    app.decorate('audit', async (request: FastifyRequest, record: AuditRecord) => {
      const { operator } = request;
      // Only a route behind requireScope writes as an operator; anything else is a mistake in the route.
      if (!operator) throw new Error(`Audit of ${record.action} without an operator token`);
      await app.repositories.operatorAudit.append({ tokenId: operator.id, tokenName: operator.name, address: request.ip, ...record });
    });
  },
  { name: 'operators', dependencies: ['repositories'] },
);
