import { apiClientOptions } from './api-config';
import { apiErrorFromReply, isFailureBody, parseBody, toApiError } from './api-error';

/** One call as the API client sends it. */
export interface HttpCall {
  method: string;
  url: string;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** Reads a 2xx reply's body. */
export type ReplyReader<T> = (response: Response) => Promise<T>;

/** JSON, or the text itself when it is not JSON (as some proxies answer). */
export const readJson: ReplyReader<unknown> = async (response) => parseBody(await response.text());

/** The bytes, typed by the reply's Content-Type (a file download). */
export const readBlob: ReplyReader<Blob> = (response) => response.blob();

/**
 * Sends one call with fetch. Credentials go with every call because the session lives in HttpOnly
 * cookies, and the API refuses state-changing calls without X-Requested-With, a header a cross-site
 * form cannot set. Resolves with the read body of a 2xx reply; rejects with an ApiError for any other
 * status, for a 2xx reply that says success: false, and (status 0) when no whole reply came in time.
 */
export async function http<T>(call: HttpCall, read: ReplyReader<T>): Promise<T> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
  const { timeoutMs, fetch: send = fetch } = apiClientOptions();
  try {
    const response = await send(call.url, {
      method: call.method,
      body: call.body,
      headers,
      credentials: 'include',
      // The timeout covers reading the body too, so a reply that stalls half-way still gives up.
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    if (!response.ok) throw apiErrorFromReply(response.status, parseBody(await response.text()));
    const body = await read(response);
    // A 2xx reply that still says success: false is a failure all the same.
    if (isFailureBody(body)) throw apiErrorFromReply(response.status, body);
    return body;
  } catch (failure) {
    throw toApiError(failure);
  }
}
