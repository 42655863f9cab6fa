import { $session, signOut } from '@shop/shared/stores';
import type { EndpointInput, EndpointOf, EndpointReply } from '../contracts';
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

// A wide `string` (a mock's view of the function) names no endpoint: its types stay open.
type Named<Method extends HttpMethod, Address extends string> = string extends Address ? never : EndpointOf<Method, Address>;

/**
 * The arguments after the address: the endpoint's query (a read) or body (a write) and any headers.
 * An address the shop's endpoint table does not declare for the method asks for an argument no
 * call can give, so it does not compile.
 */
export type RequestArgs<Method extends HttpMethod, Address extends string> = string extends Address
  ? [data?: unknown, headers?: RequestHeaders]
  : [Named<Method, Address>] extends [never]
    ? [notAShopEndpoint: never]
    : [data?: EndpointInput<Named<Method, Address>>, headers?: RequestHeaders];

/** The reply a call resolves with: its endpoint's contract, never a caller's guess. */
export type RequestReply<Method extends HttpMethod, Address extends string> = [Named<Method, Address>] extends [never]
  ? unknown
  : EndpointReply<Named<Method, Address>>;

/**
 * Calls an endpoint under `${apiBase}/api/v1/` and resolves with the whole reply body, typed by the
 * endpoint's contract (`ShopEndpoints`). The reply is not parsed at run time: the API's reply
 * schemas hold it to that contract, and a page downloads no schema.
 * GET data goes in the query string, other methods send it as the body (JSON or FormData).
 * Rejects with an ApiError; an expired access token is refreshed once and the call retried once.
 */
export async function request<Method extends HttpMethod, Address extends string>(
  method: Method,
  endpoint: Address,
  ...[data, headers]: RequestArgs<Method, Address>
): Promise<RequestReply<Method, Address>> {
  const url = apiUrl(endpoint);
  const call = method === 'GET' ? { method, url: withQuery(url, data), headers } : writeCall(method, url, data, headers);
  return (await send(call, readJson)) as RequestReply<Method, Address>;
}

/** Downloads a file (an invoice PDF) from an endpoint, with the same session handling as request. */
export async function requestBlob(method: HttpMethod, endpoint: string): Promise<Blob> {
  return send({ method, url: apiUrl(endpoint) }, readBlob);
}
