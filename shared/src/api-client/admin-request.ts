import type { ApiSuccess } from '../contracts';
import { type HttpMethod, withQuery, writeCall } from './call-shape';
import { http, readBlob, readJson } from './http-client';

/**
 * The back office's calls always go to its own origin, which passes `/api/admin` on to the API: the
 * staff cookie is host-only there and never travels to, or from, the shop's origin.
 */
export function adminUrl(endpoint: string): string {
  const origin = globalThis.location?.origin ?? '';
  return `${origin}/api/admin/v1/${endpoint.replace(/^\/+/, '')}`;
}

/**
 * Calls a back-office endpoint and resolves with the whole reply body. A staff session is a server
 * row, not a token to refresh: a 401 is the caller's to answer (the sign-in form), never a retry.
 */
export async function adminRequest<T = unknown>(method: HttpMethod, endpoint: string, data?: unknown): Promise<ApiSuccess<T>> {
  const url = adminUrl(endpoint);
  const call = method === 'GET' ? { method, url: withQuery(url, data) } : writeCall(method, url, data, undefined);
  return (await http(call, readJson)) as ApiSuccess<T>;
}

/** Downloads a file (an export, a packing slip) from a back-office endpoint. */
export async function adminRequestBlob(endpoint: string, query?: unknown): Promise<Blob> {
  return http({ method: 'GET', url: withQuery(adminUrl(endpoint), query) }, readBlob);
}
