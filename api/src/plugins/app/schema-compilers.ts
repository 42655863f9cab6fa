import type { FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
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

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

async function refuseInvalidRequest(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/**
 * An `onRoute` hook: Fastify checks a request's parts before the route's preHandlers, so a caller
 * without a session would hear about its fields before being told to sign in. The check's refusal
 * is kept aside and thrown after the route's own preHandlers (the sign-in and operator checks), so
 * they answer first and the body check second.
 */
export function checkRequestAfterPreHandlers(route: RouteOptions) {
  const schema = route.schema ?? {};
  if (!REQUEST_PARTS.some((part) => schema[part] !== undefined)) return;
  route.attachValidation = true;
  route.preHandler = [...[route.preHandler ?? []].flat(), refuseInvalidRequest];
}
