import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from './config/env';
import type { Database } from './db/client';
import { logOptions } from './http/log-options';
import operators from './operators';
import payments from './payments';
import bodyParsers from './plugins/app/body-parsers';
import catalogueReplies from './plugins/app/catalogue-replies';
import controlCharacters from './plugins/app/control-characters';
import csrf from './plugins/app/csrf';
import errorHandler, { frameworkErrorReply } from './plugins/app/error-handler';
import mailer from './plugins/app/mailer';
import openapi from './plugins/app/openapi';
import repositories from './plugins/app/repositories';
import retention from './plugins/app/retention';
import { checkRequestAfterPreHandlers, replySerializer, requestValidator } from './plugins/app/schema-compilers';
import securityHeaders from './plugins/app/security-headers';
import session from './plugins/app/session';
import compress from './plugins/external/compress';
import cookie from './plugins/external/cookie';
import cors from './plugins/external/cors';
import rateLimit from './plugins/external/rate-limit';
import routes from './routes';
import staff from './staff';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go; standard output when absent (tests read them from here). */
  logStream?: { write(line: string): void };
}

/** 1 MiB: far above any JSON form this shop accepts. */
export const BODY_LIMIT = 1024 * 1024;

// Fastify accepts a hop count at run time but its types do not; this is the same rule.
function trustProxyOption(value: TrustProxy) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * Builds the Fastify app without listening, so tests can `inject` into it and may
 * add their own routes before the first request. Plugins go in a fixed order:
 * the repositories (the rate limits count in the database), external ones, then the
 * app's own, then routes.
 */
export function buildApp({ config, database, logStream }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: frameworkErrorReply,
  });
  // Every route's `schema` is zod, from @shop/shared/contracts (decision 023).
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(replySerializer);
  app.addHook('onRoute', checkRequestAfterPreHandlers);

  app.register(repositories, { config, database });

  app.register(cors, { config });
  app.register(cookie);
  app.register(compress);
  app.register(rateLimit, { factor: config.rateLimitFactor });

  app.register(errorHandler);
  app.register(bodyParsers);
  app.register(controlCharacters);
  app.register(csrf);
  app.register(catalogueReplies);
  app.register(securityHeaders);
  app.register(mailer);
  app.register(retention);
  // Tokens, the sign-in check and the payment provider, before every route that may need them.
  app.register(session);
  app.register(payments);
  // Operator tokens and the audit, for the calls under /api/operator.
  app.register(operators);
  // Staff sessions and permissions, for the calls under /api/admin.
  app.register(staff);
  // Collects the routes' schemas, so it comes before them; the document is for developers only (/api/docs).
  if (config.devEndpoints) app.register(openapi);

  app.register(routes);
  return app;
}
