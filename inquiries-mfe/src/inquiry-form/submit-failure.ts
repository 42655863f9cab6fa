import { ApiError, errorMessage } from '@shop/shared/api-client';
import type { FieldErrors } from '@shop/shared/validation';

// A 400 (what was wrong with the form) and a 429 (wait a little) are written for the sender;
// the text of other failures (5xx, network) is not.
const SENDER_STATUSES = new Set([400, 429]);

/** What to tell the sender about a failed submission: the server's words when meant for them, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && SENDER_STATUSES.has(error.status) ? errorMessage(error, fallback) : fallback;
}

/** The per-field messages of a 400 reply (`fields`), so the form can mark what the server refused. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Whether a 2xx reply said the submission was taken; the API client already rejects `success: false`. */
export function accepted(reply: { success?: unknown }): boolean {
  return reply.success === true;
}
