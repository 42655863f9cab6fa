import type { z } from 'zod';

/** Field path ('email', 'products.0.quantity') to its first error message. */
export type FieldErrors = Record<string, string>;

/** The key for an error that belongs to no single field. */
export const FORM_ERROR_KEY = '_form';

/** The first message per field of values checked against a schema; empty when they are valid. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}
