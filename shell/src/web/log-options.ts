import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './settings';

// A shopper's or a staff member's session travels in these; a log line never carries them.
const PRIVATE_HEADERS = ['cookie', 'authorization', 'set-cookie'];

/** The shell's server logs as the API does: pino, one JSON line per event, private headers redacted. */
export function webLogOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: PRIVATE_HEADERS.flatMap((header) => ['req.headers', 'res.headers', 'headers'].map((where) => `${where}["${header}"]`)),
      censor: '[redacted]',
    },
  };
}
