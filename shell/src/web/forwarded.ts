import type { IncomingHttpHeaders } from 'node:http';

interface Asker {
  headers: IncomingHttpHeaders;
  /** The address of whoever opened the connection (the browser, or the proxy in front). */
  socketAddress: string | undefined;
}

/**
 * The headers the API reads who asked from: the client's address appended to what a trusted proxy in
 * front said (else in place of it: a browser could name any address), and the scheme it came over.
 */
export function forwardedHeaders({ headers, socketAddress }: Asker, trustProxy: boolean): Record<string, string> {
  const said = (name: string) => (trustProxy ? String(headers[name] ?? '').trim() : '');
  const forwardedFor = said('x-forwarded-for');
  // An IPv4 client on a dual-stack socket is written as IPv4, as the API counts it.
  const client = (socketAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  return {
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
    'x-forwarded-proto': (said('x-forwarded-proto').split(',')[0] ?? '').trim() || 'http',
    ...(headers.host ? { 'x-forwarded-host': said('x-forwarded-host') || headers.host } : {}),
  };
}

/** Whether the browser reached the shop over https: the public origin says so, or a trusted proxy in front does. */
export function servedOverHttps(
  headers: IncomingHttpHeaders,
  { trustProxy, publicOrigin }: { trustProxy: boolean; publicOrigin?: string },
) {
  if (publicOrigin?.startsWith('https:')) return true;
  return trustProxy && (String(headers['x-forwarded-proto'] ?? '').split(',')[0] ?? '').trim() === 'https';
}
