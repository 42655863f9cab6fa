/**
 * An error whose status, code and message are safe to show to the caller.
 * Anything else that reaches the error handler is treated as a 500 and hidden.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    /** Response headers that belong to the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** What the caller needs to act on the refusal, e.g. the order's current state on a 409. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
