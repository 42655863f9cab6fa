import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { failureReplySchema } from '../contracts';

// Remotes reach msw through this module only, so every package tests against the same copy.
export { HttpResponse, http } from 'msw';

/** The API origin the test set-up gives the client; handlers answer the shop's calls there. */
export const TEST_API_ORIGIN = 'http://api.test';

/**
 * The network every test runs against (started by the shared test set-up). A call nothing answers
 * fails the test; handlers a test adds are dropped when it ends.
 */
export const network = setupServer();

/** The HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call the code under test made, as the handler that answered it received it. */
export interface SentCall {
  method: string;
  url: URL;
  /** The JSON body parsed, a FormData for multipart, the text otherwise; undefined when none was sent. */
  body: unknown;
  headers: Headers;
  /** Path parameters the endpoint names, e.g. `cartId` of 'cart/:cartId'. */
  params: Record<string, string>;
  /** This call's position among the calls the handler answered, from 0. */
  index: number;
}

/** The calls one handler answered, in order. */
export type SentCalls = SentCall[] & {
  /** The bodies the calls sent, in order. */
  bodies(): unknown[];
};

/** A reply body, or a whole Response (a refusal, a network failure). */
type Reply<Body> = Body | Response;
/** What a handler answers: one reply for every call, or a function of the call. */
export type Answer<Body> = Reply<Body> | ((call: SentCall) => Reply<Body> | Promise<Reply<Body>>);

/** The URL pattern of a shop endpoint as `request` calls it, e.g. 'cart/:cartId'. */
export function shopApiUrl(endpoint: string): string {
  return `${TEST_API_ORIGIN}/api/v1/${endpoint.replace(/^\/+/, '')}`;
}

/** The URL pattern of a back-office endpoint as `adminRequest` calls it: on the page's own origin. */
export function adminApiUrl(endpoint: string): string {
  return `${globalThis.location?.origin ?? ''}/api/admin/v1/${endpoint.replace(/^\/+/, '')}`;
}

/**
 * The JSON reply `body`, once it passes `schema` (the endpoint's reply contract): a reply a test
 * writes that the API could no longer send fails the test instead of passing against a stale shape.
 */
export function checkedReply<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit): Response {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    const breach = `A test reply does not match its contract:\n${checked.error.message}\n${JSON.stringify(body, null, 2)}`;
    breaches.push(breach);
    throw new Error(breach);
  }
  return HttpResponse.json(body as never, init);
}

// Thrown inside a handler, a breach only reaches the code under test as a 500 reply, which a test of
// failure handling could take for the outcome it expects: the set-up fails the test with it afterwards.
const breaches: string[] = [];

/** Throws when a reply of the test that just ended broke its contract; the shared set-up calls it. */
export function assertRepliesKeptContracts(): void {
  const found = breaches.splice(0);
  if (found.length > 0) throw new Error(found.join('\n\n'));
}

/** The API's failure envelope with this status, e.g. refusal(409, 'OUT_OF_STOCK', 'This product is out of stock'). */
export function refusal(status: number, errorCode: string, message: string, extra: Partial<z.input<typeof failureReplySchema>> = {}) {
  return checkedReply(failureReplySchema, { success: false, errorCode, message, ...extra }, { status });
}

/** No reply at all: the connection failed (the client reports status 0). */
export function networkFailure(): Response {
  return HttpResponse.error();
}

/** Answers the calls in turn; the last answer stays for any further call. */
export function inTurn<Body>(...answers: (Reply<Body> | Promise<Reply<Body>>)[]): (call: SentCall) => Reply<Body> | Promise<Reply<Body>> {
  return (call) => answers[Math.min(call.index, answers.length - 1)] as Reply<Body>;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

function recorder(): SentCalls {
  const calls = [] as unknown as SentCalls;
  calls.bodies = () => calls.map((call) => call.body);
  return calls;
}

function answerAt<S extends z.ZodType>(url: string, method: Method, schema: S, answer: Answer<z.input<S>>, status = 200): SentCalls {
  const calls = recorder();
  const handler = http[method.toLowerCase() as Lowercase<Method>](url, async ({ request, params }) => {
    const call: SentCall = {
      method: request.method,
      url: new URL(request.url),
      body: await readBody(request),
      headers: request.headers,
      params: params as Record<string, string>,
      index: calls.length,
    };
    calls.push(call);
    const reply = typeof answer === 'function' ? await (answer as (call: SentCall) => unknown)(call) : answer;
    return reply instanceof Response ? reply : checkedReply(schema, reply as z.input<S>, { status });
  });
  network.use(handler);
  return calls;
}

/**
 * Answers `method endpoint` of the shop's API for the rest of the test, checking every reply body
 * against `schema`, and returns the calls it answered. `status` is the success status (201 for some
 * creations). The newest handler for an endpoint wins.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  endpoint: string,
  schema: S,
  reply: Answer<z.input<S>>,
  status?: number,
): SentCalls {
  return answerAt(shopApiUrl(endpoint), method, schema, reply, status);
}

/** As `answer`, for the back office's API on the page's own origin. */
export function answerAdmin<S extends z.ZodType>(
  method: Method,
  endpoint: string,
  schema: S,
  reply: Answer<z.input<S>>,
  status?: number,
): SentCalls {
  return answerAt(adminApiUrl(endpoint), method, schema, reply, status);
}
