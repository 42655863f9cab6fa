import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
/** Readable by the shell: says a session exists without carrying any secret (decision 003). */
export const SIGNED_IN_COOKIE = 'signedIn';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

// Always Secure in production, whatever the proxy in front says; elsewhere when the request came
// over https (request.protocol honours trustProxy), so a local shop on http keeps its session.
function baseOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.server.config.isProduction || request.protocol === 'https' };
}

/**
 * Sets the three session cookies. They all live as long as the refresh token: an access
 * cookie that vanished with its token would turn "expired, please refresh" into "signed out".
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens, maxAgeSeconds: number): void {
  const options = { ...baseOptions(request), maxAge: maxAgeSeconds };
  reply.setCookie(ACCESS_COOKIE, tokens.token, { ...options, httpOnly: true });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

/** Replaces only the access cookie (the development endpoint that expires it). */
export function setAccessCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(ACCESS_COOKIE, token, { ...baseOptions(request), maxAge: maxAgeSeconds, httpOnly: true });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request);
  reply.clearCookie(ACCESS_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(REFRESH_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Whether a request comes from a page's script: browsers add `Origin` to a script's cross-origin
 * and state-changing calls, and the shop's client sends `X-Requested-With`. Such a caller gets
 * its tokens as HttpOnly cookies only, never in a reply body.
 */
export function fromPageScript(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers['x-requested-with'] !== undefined;
}
