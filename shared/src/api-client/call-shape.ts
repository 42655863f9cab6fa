import type { HttpCall } from './http-client';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Extra request headers, e.g. the change-password token. */
export type RequestHeaders = Record<string, string>;

// The query string of a read: every given value, none for undefined or null.
export function withQuery(url: string, data: unknown): string {
  if (typeof data !== 'object' || data === null) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(data)) if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

// A write's body: FormData goes as multipart with the boundary the platform sets, anything else as JSON.
export function writeCall(method: HttpMethod, url: string, data: unknown, headers: RequestHeaders | undefined): HttpCall {
  if (data === undefined || data === null) return { method, url, headers };
  if (data instanceof FormData) return { method, url, body: data, headers };
  return { method, url, body: JSON.stringify(data), headers: { 'Content-Type': 'application/json', ...headers } };
}
