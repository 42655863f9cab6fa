import { z } from 'zod';

/** The body of every successful API reply around `data`. */
export function successReply<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** A success that carries nothing but its message. */
export const messageReplySchema = successReply(z.null());

/** The body of every failed API reply; `fields` names each invalid field of a form. */
export const failureReplySchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Marks an access token that needs a refresh. */
  tokenExpired: z.literal(true).optional(),
  data: z.unknown().optional(),
});

/** The body of every successful API reply. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

/** The body of every failed API reply. */
export type ApiFailure = z.input<typeof failureReplySchema>;

/** A decimal as the API sends money it stores exactly, e.g. an order's totalAmount. */
export const decimalValueSchema = z.object({ $numberDecimal: z.string() });

/** A moment, sent as an ISO 8601 text; the API holds it as a Date. */
export const isoDateTime = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An id the API names a record by. */
export const idSchema = z.string();

/** The reply of a call that names the record it made or removed. */
export const idReplySchema = successReply(z.object({ _id: idSchema }));

/**
 * A reply that is a file, not JSON (a picture, a PDF, a script): the route's reply schema for the
 * OpenAPI document. The bytes are sent as they are; no serializer reads them.
 */
export function fileReply(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } } };
}
