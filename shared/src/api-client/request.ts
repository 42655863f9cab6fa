import { $session, signOut } from '@shop/shared/stores';
import type { ApiSuccess } from '../contracts';
import { apiUrl } from './api-config';
import { toApiError } from './api-error';
import type { HttpMethod, RequestHeaders } from './call-shape';
import { withQuery, writeCall } from './call-shape';
import { type HttpCall, http, type ReplyReader, readBlob, readJson } from './http-client';
import { ensureFreshSession, sessionGeneration } from './session-refresh';

export type { HttpMethod, RequestHeaders };

function hasAuthorization(headers: RequestHeaders | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

async function send<T>(call: HttpCall, read: ReplyReader<T>, retried = false): Promise<T> {
  const sentAt = sessionGeneration();
  try {
    return await http(call, read);
  } catch (failure) {
    const error = toApiError(failure);
    if (error.tokenExpired && !retried) {
      await ensureFreshSession(sentAt);
      return send(call, read, true);
    }
    const authenticated = $session.get().isLoggedIn || hasAuthorization(call.headers);
    if (error.status === 401 && !error.tokenExpired && authenticated) signOut();
    throw error;
  }
}

/**
 * Calls an endpoint under `${apiBase}/api/v1/` and resolves with the whole reply body.
 * GET data goes in the query string, other methods send it as the body (JSON or FormData).
 * Rejects with an ApiError; an expired access token is refreshed once and the call retried once.
 */
export async function request<T = unknown>(
  method: HttpMethod,
  endpoint: string,
  data?: unknown,
  headers?: RequestHeaders,
): Promise<ApiSuccess<T>> {
  const url = apiUrl(endpoint);
  const call = method === 'GET' ? { method, url: withQuery(url, data), headers } : writeCall(method, url, data, headers);
  // The API answers this call's envelope; its shape is the caller's to name, as with any JSON reply.
  return (await send(call, readJson)) as ApiSuccess<T>;
}

/** Downloads a file (an invoice PDF) from an endpoint, with the same session handling as request. */
export async function requestBlob(method: HttpMethod, endpoint: string): Promise<Blob> {
  return send({ method, url: apiUrl(endpoint) }, readBlob);
}
