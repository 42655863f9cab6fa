import { isRefusal } from '@shop/shared/api-client';
import type { FieldErrors } from '@shop/shared/validation';

/** The per-field messages (`fields`) of a refused submission, so the form can mark what the API refused. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isRefusal(error)) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
