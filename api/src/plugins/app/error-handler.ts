import { FORM_ERROR_KEY } from '@shop/shared/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ErrorBody } from '../../http/envelope';

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

interface Failure {
  statusCode: number;
  body: ErrorBody;
}

const fail = (statusCode: number, errorCode: string, message: string): Failure => ({
  statusCode,
  body: { success: false, errorCode, message },
});

// Fastify's own errors, reworded for the people who read them in a toast or a log.
const FRAMEWORK_ERRORS: Record<string, Failure> = {
  FST_ERR_CTP_INVALID_JSON_BODY: fail(400, 'INVALID_JSON', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: fail(400, 'INVALID_JSON', 'The request body is empty.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: fail(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type: send the request body as application/json.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: fail(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: fail(400, 'BAD_REQUEST', 'The request body does not match its Content-Length.'),
  // The router's, before any route or hook runs: see frameworkErrorReply.
  FST_ERR_BAD_URL: fail(400, 'BAD_REQUEST', 'The address is not a valid URL.'),
  FST_ERR_MAX_PARAM_LENGTH: fail(414, 'URI_TOO_LONG', 'A part of the address is too long.'),
};

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface Issue {
  /** Where in the body, e.g. ['products', 0, 'quantity']. */
  path: readonly PropertyKey[];
  message: string;
}

/** First message per field, keyed like the browser's form errors ('products.0.quantity'). */
function issueFields(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}

const INVALID_REQUEST = 'Invalid request.';

function validationFailure(issues: readonly Issue[]): Failure {
  const failure = fail(400, 'VALIDATION_ERROR', issues[0]?.message ?? INVALID_REQUEST);
  failure.body.fields = issueFields(issues);
  return failure;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/** Maps anything thrown to a status and an envelope; only 4xx texts reach the caller. */
export function toFailure(error: unknown): Failure {
  if (error instanceof z.core.$ZodError) return validationFailure(error.issues);
  // A route schema's refusal: the same issues, with the path written as '/products/0/quantity'.
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationFailure(
      error.validation.map(({ instancePath, message }) => ({
        path: instancePath.split('/').filter(Boolean),
        message: message ?? INVALID_REQUEST,
      })),
    );
  }
  if (error instanceof AppError) {
    const failure = fail(error.statusCode, error.errorCode, error.message);
    return error.data === undefined ? failure : { ...failure, body: { ...failure.body, data: error.data } };
  }

  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return { statusCode: known.statusCode, body: { ...known.body } };

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const message = error instanceof Error && error.message ? error.message : 'Bad request.';
    return fail(status, CODES_BY_STATUS[status] ?? 'BAD_REQUEST', message);
  }
  return fail(500, 'INTERNAL', INTERNAL_MESSAGE);
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed or over-long URL before the error
 * handler exists for the request, and would answer in its own shape; this keeps the envelope.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, body } = toFailure(error);
  return reply.code(statusCode).send(body);
}

/**
 * The one error handler and the not-found handler: every failure leaves in the
 * `{ success: false, errorCode, message }` envelope, and a 5xx never carries the
 * error's text or stack (those go to the log only).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { statusCode, body } = toFailure(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ errorCode: body.errorCode }, body.message);
      if (error instanceof AppError) reply.headers(error.headers);
      return reply.code(statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ErrorBody = {
        success: false,
        errorCode: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'error-handler' },
);
