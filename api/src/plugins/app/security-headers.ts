import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../../auth/cookies';
import { STAFF_COOKIE } from '../../staff/staff-session';

/** A JSON reply is never a document: nothing in it may run, load or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE, STAFF_COOKIE];

/** Whether a request carries a session, valid or not: a bearer token or a session cookie. */
export function carriesSession(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || SESSION_COOKIES.some((name) => request.cookies?.[name] !== undefined);
}

/** A route's own policy that keeps the reply out of shared caches already (a private file, an invoice). */
const PRIVATE_OR_UNSTORED = /\b(private|no-store)\b/i;

function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string | undefined {
  if (!carriesSession(request)) return undefined;
  const current = reply.getHeader('cache-control');
  return typeof current === 'string' && PRIVATE_OR_UNSTORED.test(current) ? undefined : 'no-store';
}

/**
 * Headers on every reply of the API: no sniffing, a policy that lets nothing in a reply run (a route
 * serving a file or a page sets its own, kept), and a reply to a request with a session is stored
 * nowhere unless its route already keeps it private.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      const cacheControl = cacheControlFor(request, reply);
      if (cacheControl) reply.header('cache-control', cacheControl);
      return payload;
    });
  },
  // After the catalogue's hook: it turns a signed-in reply's public caching private first.
  { name: 'security-headers', dependencies: ['cookie', 'catalogue-replies'] },
);
