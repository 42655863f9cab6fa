import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/env';

export const REDACTED = '[redacted]';

// Secrets and personal data, wherever a log line might carry them: request headers, bodies,
// and the fields of the shop's own objects at the top of a line or one level down.
const SECRET_FIELDS = ['password', 'confirmPassword', 'newPassword', 'passwordHash', 'otp', 'token', 'refreshToken', 'accessToken'];
const PERSONAL_FIELDS = ['email', 'phoneNumber', 'phone', 'mobileNumber', 'fullName'];
const HEADERS = ['cookie', 'authorization', 'x-otp-token', 'set-cookie'];

export const REDACTED_PATHS = [
  ...HEADERS.flatMap((header) => ['req.headers', 'res.headers', 'headers'].map((where) => `${where}["${header}"]`)),
  'body',
  'req.body',
  ...[...SECRET_FIELDS, ...PERSONAL_FIELDS].flatMap((field) => [field, `*.${field}`]),
];

// Only these properties of an error are logged: they describe the failure, never the data it
// was about. A query error's parameters, a driver's `detail` ("Key (email)=(…) already exists"),
// an HTTP client's request headers are all left out.
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'schema',
  'schema_name',
  'routine',
  'query',
] as const;

/** Drizzle's message for a failed query ends with its bound values: "Failed query: …\nparams: …". */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: ${REDACTED}`;
}

/** The stack's frames, after the "Name: message" header V8 puts first. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const header = `${error.name}: ${error.message}`;
  if (stack.startsWith(header)) return stack.slice(header.length);
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? '' : stack.slice(firstFrame);
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

const MAX_CAUSES = 5;

/**
 * The `err` serializer: type, message and stack with a query's values cut out, the fields above,
 * and the cause, serialized the same way. Replaces pino's, which copies every property.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const message = withoutParams(error.message);
  const serialized: SerializedError = { type: error.constructor.name, message, stack: `${error.name}: ${message}${framesOf(error)}` };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    if (fields[field] !== undefined) serialized[field] = fields[field];
  }
  const { cause } = error;
  if (cause instanceof Error && depth < MAX_CAUSES) serialized.cause = serializeError(cause, depth + 1);
  else if (typeof cause === 'string') serialized.cause = withoutParams(cause);
  return serialized;
}

/** Fastify's logger settings: the level, the redactions, the error serializer; `stream` for tests. */
export function logOptions(level: LogLevel, stream?: FastifyLoggerOptions['stream']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: (error) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}
