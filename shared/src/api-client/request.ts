import { $session, signOut } from '@shop/shared/stores';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiSuccess } from '../contracts';
import { apiClientOptions, apiUrl } from './api-config';
import { apiErrorFromReply, isFailureBody, toApiError } from './api-error';
import { http } from './http-client';
import { ensureFreshSession, sessionGeneration } from './session-refresh';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Extra request headers, e.g. the change-password token. */
export type RequestHeaders = Record<string, string>;

function hasAuthorization(headers: RequestHeaders | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

async function send<T>(config: AxiosRequestConfig, retried = false): Promise<AxiosResponse<T>> {
  const sentAt = sessionGeneration();
  try {
    const response = await http.request<T>({ timeout: apiClientOptions().timeoutMs, ...config });
    // A 2xx reply that still says success: false is a failure all the same.
    if (isFailureBody(response.data)) throw apiErrorFromReply(response.status, response.data);
    return response;
  } catch (failure) {
    const error = toApiError(failure);
    if (error.tokenExpired && !retried) {
      await ensureFreshSession(sentAt);
      return send<T>(config, true);
    }
    const authenticated = $session.get().isLoggedIn || hasAuthorization(config.headers as RequestHeaders);
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
  const response = await send<ApiSuccess<T>>({
    method,
    url: apiUrl(endpoint),
    ...(method === 'GET' ? { params: data } : { data }),
    headers,
  });
  return response.data;
}

/** Downloads a file (an invoice PDF) from an endpoint, with the same session handling as request. */
export async function requestBlob(method: HttpMethod, endpoint: string): Promise<Blob> {
  // Bytes rather than 'blob' so the same code runs in browsers and in Node's HTTP adapter.
  const response = await send<ArrayBuffer>({ method, url: apiUrl(endpoint), responseType: 'arraybuffer' });
  const type = response.headers['content-type'];
  return new Blob([response.data], typeof type === 'string' ? { type } : {});
}
