/** Body of every successful reply. */
export interface SuccessBody<T> {
  success: true;
  message?: string;
  data: T;
}

/** Body of every failed reply. */
export interface ErrorBody {
  success: false;
  errorCode: string;
  message: string;
  /** Per-field messages when a request body failed validation. */
  fields?: Record<string, string>;
  /** What the caller needs to act on the refusal (an order's current state on a 409). */
  data?: unknown;
}

export function ok<T>(data: T, message?: string): SuccessBody<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
