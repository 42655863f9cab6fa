import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Request parts are checked against the route's zod schemas. A request with no body is read as
 * an empty object, so the shopper is told which field is missing rather than that a body is.
 */
export const requestValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
};

/** Replies are encoded with the route's reply schema: what the schema does not name is not sent. */
export const replySerializer = serializerCompiler;
