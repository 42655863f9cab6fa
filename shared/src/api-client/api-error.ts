import type { ApiFailure } from '../contracts';

/** A call that failed: the HTTP status (0 when no reply came), the server's errorCode and message, and the body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: string;
  readonly body: unknown;

  constructor(init: { status: number; errorCode: string; message: string; body?: unknown; cause?: unknown }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.body = init.body;
  }

  /** Whether the server said the access token has expired and a refresh may help. */
  get tokenExpired(): boolean {
    return isFailureBody(this.body) && this.body.tokenExpired === true;
  }
}

/** Whether a reply body is the API's failure envelope. */
export function isFailureBody(body: unknown): body is ApiFailure {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

function serverMessage(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** A reply body read as JSON, or the text itself when it is not JSON (as proxies and failed downloads may answer). */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The ApiError for a reply with this status and (parsed) body. */
export function apiErrorFromReply(status: number, body: unknown): ApiError {
  const errorCode = isFailureBody(body) && typeof body.errorCode === 'string' ? body.errorCode : `HTTP_${status}`;
  const message = serverMessage(body) ?? `Request failed with status ${status}`;
  return new ApiError({ status, errorCode, message, body });
}

/** Any failure of a call, as an ApiError: one that is not already one means no (whole) reply came. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : 'Network error';
  return new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message, cause: error });
}
